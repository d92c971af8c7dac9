import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiErrorShape } from '../../../api/api-error.js';
import { listItems } from '../../../api/items.js';
import { deleteCollection, updateCollection } from '../../../api/schema-admin.js';
import type { CollectionInfo } from '../../../api/types.js';
import { LeaveGuard } from '../../../form/LeaveGuard.js';
import { useSaveTracker } from '../../../form/use-save-tracker.js';
import { errorMessage } from '../../../i18n/error-message.js';
import { useT } from '../../../i18n/use-t.js';
import { Link, useRouter } from '../../../router/Link.js';
import type { Route } from '../../../router/router.js';
import { isSystemCollection } from '../../../schema/system-collection.js';
import { collectionTitle } from '../../../shell/collection-title.js';
import { PageHeader } from '../../../shell/PageHeader.js';
import { notify } from '../../../state/notifications.js';
import { $collections, reloadSchema } from '../../../state/schema.js';
import { Button } from '../../../ui/Button.js';
import { ConfirmDialog } from '../../../ui/Dialog.js';
import { Icon } from '../../../ui/Icon.js';
import { Loader } from '../../../ui/Loader.js';
import { Notice } from '../../../ui/Notice.js';
import { NotFound } from '../../not-found/NotFound.js';
import { settingsCrumbs, settingsPath } from '../settings-crumbs.js';
import { CollectionForm } from './CollectionForm.js';
import {
  type CollectionDraft,
  draftChanges,
  draftOf,
  translationProblem,
} from './collection-draft.js';
import { FieldsSection } from './FieldsSection.js';
// The list's styles hold the markers (.cms-settings-badge) the field rows use too.
import '../collections/register-settings-collections-styles.js';
import './register-collection-editor-styles.js';

/**
 * `/settings/collections/{collection}` (spec 3 §2): the field list (saved at once) and the
 * collection's own form (staged, saved with Save), Delete. An unknown or system collection is not
 * found; one deleted by someone else while open says so and keeps what was typed on screen.
 */
export function CollectionEditor({ route }: { route: Route }) {
  // Another collection starts over (its own draft, its own "last seen").
  return <CollectionEditorPage key={route.params.collection ?? ''} route={route} />;
}

function CollectionEditorPage({ route }: { route: Route }) {
  const { t, locale } = useT();
  const router = useRouter();
  const project = route.params.project ?? '';
  const name = route.params.collection ?? '';
  const collections = useStore($collections);
  const collection = isSystemCollection(name) ? undefined : collections[name];
  // The collection as last seen on this page: when it vanishes, someone else deleted it.
  const [seen, setSeen] = useState<CollectionInfo | null>(null);
  const deletedHere = useRef(false);
  const [draft, setDraft] = useState<CollectionDraft | null>(null);
  const saves = useSaveTracker();
  const { saving } = saves;
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [itemCount, setItemCount] = useState<number | null>(null);
  // The schema as the server has it now (a collection made in another tab is not in the store).
  const [fresh, setFresh] = useState(false);
  useEffect(() => {
    reloadSchema(project)
      .catch(() => undefined)
      .finally(() => setFresh(true));
  }, [project]);

  useEffect(() => {
    if (collection) setSeen(collection);
  }, [collection]);

  const gone = !collection && seen !== null && seen.collection === name && !deletedHere.current;
  useEffect(() => {
    if (gone) {
      notify({
        color: 'warning',
        title: t('settings_collections.gone_notice', { collection: name }),
      });
    }
  }, [gone, name, t]);

  // A failed call may mean the collection is gone: ask the server for the schema again.
  const onFailure = useCallback(() => {
    reloadSchema(project).catch(() => undefined);
  }, [project]);

  const changes = collection && draft ? draftChanges(collection, draft) : {};
  const dirty = Object.keys(changes).length > 0;
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const isDirty = useCallback(() => dirtyRef.current, []);

  const openDelete = () => {
    setItemCount(null);
    setConfirmDelete(true);
    listItems(project, name, { limit: 0, meta: ['total_count'] })
      .then((list) => {
        if (typeof list.meta.total_count === 'number') setItemCount(list.meta.total_count);
      })
      .catch(() => undefined);
  };

  const save = async () => {
    if (!collection || !dirty || saving) return;
    try {
      await saves.run(async () => {
        await updateCollection(project, name, changes);
        await reloadSchema(project);
        setDraft(null);
        // Saved: a navigation waiting for this save must not ask before the re-render.
        dirtyRef.current = false;
        notify({ color: 'success', title: t('settings_collections.saved') });
      });
    } catch (error) {
      notify({
        color: 'danger',
        title: t('settings_collections.save_failed'),
        details: errorMessage(t, toApiErrorShape(error)),
      });
      onFailure();
    }
  };

  const remove = async () => {
    setDeleting(true);
    try {
      deletedHere.current = true;
      await deleteCollection(project, name);
      dirtyRef.current = false;
      setConfirmDelete(false);
      router.open(settingsPath(project, 'collections'));
      notify({
        color: 'success',
        title: t('settings_collections.deleted', { collection: name }),
      });
      await reloadSchema(project);
    } catch (error) {
      deletedHere.current = false;
      setConfirmDelete(false);
      notify({
        color: 'danger',
        title: t('settings_collections.delete_failed'),
        details: errorMessage(t, toApiErrorShape(error)),
      });
      onFailure();
    } finally {
      setDeleting(false);
    }
  };

  const listCrumb = {
    label: t('settings_collections.editor_crumb'),
    to: settingsPath(project, 'collections'),
  };

  if (gone && seen) {
    return <GoneCollection project={project} collection={seen} draft={draft} />;
  }
  if (!collection) return fresh ? <NotFound route={route} /> : <Loader fullPage />;

  const title = collectionTitle(collection, locale);
  const breadcrumb = settingsCrumbs(t, project, listCrumb, { label: title });
  if (collection.managed === false) {
    return (
      <>
        <PageHeader title={title} breadcrumb={breadcrumb} />
        <div className="cms-page">
          <Notice
            color="warning"
            title={t('settings_collections.unmanaged_collection', { collection: name })}
          >
            <p>{t('settings_collections.unmanaged_collection_body')}</p>
            <Link to={settingsPath(project, 'collections')}>
              {t('settings_collections.back_to_collections')}
            </Link>
          </Notice>
        </div>
      </>
    );
  }

  const shown = draft ?? draftOf(collection);
  const blocked = translationProblem(shown.translations) !== null;
  return (
    <>
      <PageHeader
        title={title}
        breadcrumb={breadcrumb}
        documentTitle={[title, t('settings_collections.title'), t('settings.title')]}
        actions={
          <>
            <Button
              aria-haspopup="dialog"
              onClick={openDelete}
              className="cms-collection-editor__delete"
            >
              <Icon name="delete" size={18} />
              <span className="cms-button__label">{t('settings_collections.delete')}</span>
            </Button>
            <Button
              variant="primary"
              disabled={!dirty || blocked}
              busy={saving}
              onClick={() => void save()}
            >
              <Icon name="check" size={18} />
              <span className="cms-button__label">{t('settings_collections.save')}</span>
            </Button>
          </>
        }
      />
      <div className="cms-page cms-collection-editor">
        <Notice className="cms-collection-editor__instant">
          {t('settings_collections.fields_instant')}
        </Notice>
        <FieldsSection project={project} collection={collection} onFailure={onFailure} />
        <section
          className="cms-collection-settings"
          aria-labelledby="cms-collection-settings-title"
        >
          <div className="cms-collection-section__head">
            <h2 id="cms-collection-settings-title" className="cms-collection-section__title">
              {t('settings_collections.form')}
            </h2>
          </div>
          <CollectionForm draft={shown} onChange={setDraft} />
        </section>
      </div>
      <LeaveGuard dirty={dirty} isDirty={isDirty} />
      <ConfirmDialog
        open={confirmDelete}
        title={t('settings_collections.delete_title', { collection: title })}
        message={
          itemCount === null
            ? t('settings_collections.delete_message', { table: name })
            : t('settings_collections.delete_message_count', { table: name, count: itemCount })
        }
        confirmLabel={t('settings_collections.delete_confirm')}
        cancelLabel={t('settings_collections.cancel')}
        danger
        busy={deleting}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void remove()}
      />
    </>
  );
}

interface GoneCollectionProps {
  project: string;
  collection: CollectionInfo;
  draft: CollectionDraft | null;
}

/** The collection was deleted elsewhere: say so, and show what was typed here and not saved. */
function GoneCollection({ project, collection, draft }: GoneCollectionProps) {
  const { t } = useT();
  const unsaved = draft ? draftChanges(collection, draft) : {};
  const rows: [string, string][] = [];
  if (unsaved.note !== undefined) rows.push([t('settings_collections.note'), unsaved.note ?? '']);
  if (unsaved.icon !== undefined) rows.push([t('settings_collections.icon'), unsaved.icon ?? '']);
  if (unsaved.translation) {
    for (const row of unsaved.translation) {
      rows.push([`${t('settings_collections.translations')} (${row.locale})`, row.translation]);
    }
  }
  return (
    <>
      <PageHeader
        title={t('settings_collections.gone_title')}
        breadcrumb={settingsCrumbs(t, project, {
          label: t('settings_collections.editor_crumb'),
          to: settingsPath(project, 'collections'),
        })}
      />
      <div className="cms-page cms-collection-editor">
        <Notice color="warning" live title={t('settings_collections.gone_title')}>
          <p>{t('settings_collections.gone_body', { collection: collection.collection })}</p>
          <Link to={settingsPath(project, 'collections')}>
            {t('settings_collections.back_to_collections')}
          </Link>
        </Notice>
        {rows.length > 0 ? (
          <dl className="cms-collection-editor__unsaved">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </>
  );
}
