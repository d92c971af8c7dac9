import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { toApiErrorShape } from '../../../api/api-error.js';
import { updateCollection } from '../../../api/schema-admin.js';
import type { CollectionInfo } from '../../../api/types.js';
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
import { Icon, iconFor } from '../../../ui/Icon.js';
import { Notice } from '../../../ui/Notice.js';
import { settingsCrumbs, settingsPath } from '../settings-crumbs.js';
import { NewCollectionDialog } from './NewCollectionDialog.js';
import './register-settings-collections-styles.js';

/**
 * `/settings/collections` (spec 3 §2): the project's own collections (not `directus_…`), managed
 * ones opening their editor, unmanaged tables listed with a Manage button; a New button creates one.
 */
export function CollectionsSettings({ route }: { route: Route }) {
  const { t, locale } = useT();
  const router = useRouter();
  const project = route.params.project ?? '';
  const collections = useStore($collections);
  const [creating, setCreating] = useState(false);
  const [unmanaging, setUnmanaging] = useState<CollectionInfo | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const list = useMemo(
    () =>
      Object.values(collections)
        .filter((collection) => !isSystemCollection(collection.collection))
        .sort((a, b) => a.collection.localeCompare(b.collection)),
    [collections],
  );
  const editorPath = (name: string) => settingsPath(project, 'collections', name);
  const title = t('settings_collections.title');

  const setManaged = async (collection: CollectionInfo, managed: boolean) => {
    const name = collectionTitle(collection, locale);
    setBusy(collection.collection);
    try {
      await updateCollection(project, collection.collection, { managed });
      await reloadSchema(project);
      notify({
        color: 'success',
        title: t(
          managed ? 'settings_collections.manage_started' : 'settings_collections.manage_stopped',
          { collection: name },
        ),
      });
      setUnmanaging(null);
    } catch (error) {
      notify({
        color: 'danger',
        title: t('settings_collections.manage_failed'),
        details: errorMessage(t, toApiErrorShape(error)),
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        breadcrumb={settingsCrumbs(t, project, { label: title })}
        documentTitle={[title, t('settings.title')]}
        actions={
          <Button variant="primary" aria-haspopup="dialog" onClick={() => setCreating(true)}>
            <Icon name="add" size={18} />
            <span className="cms-button__label">{t('settings_collections.new')}</span>
          </Button>
        }
      />
      <div className="cms-page">
        {list.length === 0 ? (
          <Notice title={t('settings_collections.empty_title')}>
            {t('settings_collections.empty_body')}
          </Notice>
        ) : (
          <ul className="cms-settings-collections" aria-label={title}>
            {list.map((collection) => {
              const name = collectionTitle(collection, locale);
              const managed = collection.managed !== false;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the name is the keyboard's link
                <li
                  key={collection.collection}
                  className="cms-settings-collections__row"
                  data-collection={collection.collection}
                  data-hidden={collection.hidden || undefined}
                  data-unmanaged={!managed || undefined}
                  onClick={(event) => {
                    if (!managed || (event.target as HTMLElement).closest('a, button')) return;
                    router.open(editorPath(collection.collection));
                  }}
                >
                  <span className="cms-settings-collections__icon" aria-hidden="true">
                    <Icon name={iconFor(collection.icon, 'box')} size={20} />
                  </span>
                  <span className="cms-settings-collections__text">
                    <span className="cms-settings-collections__name">
                      {managed ? (
                        <Link
                          to={editorPath(collection.collection)}
                          className="cms-settings-collections__link"
                        >
                          {name}
                        </Link>
                      ) : (
                        <span>{name}</span>
                      )}
                      {collection.hidden ? (
                        <span className="cms-settings-badge">
                          <Icon name="visibility_off" size={14} />
                          {t('settings_collections.hidden')}
                        </span>
                      ) : null}
                      {collection.single ? (
                        <span className="cms-settings-badge">
                          {t('settings_collections.single')}
                        </span>
                      ) : null}
                      {managed ? null : (
                        <span className="cms-settings-badge cms-settings-badge--warning">
                          {t('settings_collections.unmanaged')}
                        </span>
                      )}
                    </span>
                    <span className="cms-settings-collections__note">
                      {managed ? (collection.note ?? '') : t('settings_collections.unmanaged_hint')}
                    </span>
                  </span>
                  <Button
                    className="cms-settings-collections__manage"
                    variant={managed ? 'secondary' : 'primary'}
                    busy={busy === collection.collection && managed === false}
                    aria-label={t(
                      managed
                        ? 'settings_collections.dont_manage_label'
                        : 'settings_collections.manage_label',
                      { collection: name },
                    )}
                    onClick={() =>
                      managed ? setUnmanaging(collection) : void setManaged(collection, true)
                    }
                  >
                    {t(
                      managed ? 'settings_collections.dont_manage' : 'settings_collections.manage',
                    )}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={unmanaging !== null}
        title={t('settings_collections.dont_manage_title', {
          collection: unmanaging ? collectionTitle(unmanaging, locale) : '',
        })}
        message={t('settings_collections.dont_manage_message')}
        confirmLabel={t('settings_collections.dont_manage_confirm')}
        cancelLabel={t('settings_collections.cancel')}
        busy={unmanaging !== null && busy === unmanaging.collection}
        danger
        onCancel={() => setUnmanaging(null)}
        onConfirm={() => {
          if (unmanaging) void setManaged(unmanaging, false);
        }}
      />
      <NewCollectionDialog
        open={creating}
        project={project}
        onClose={() => setCreating(false)}
        onCreated={(name) => {
          setCreating(false);
          router.open(editorPath(name));
        }}
      />
    </>
  );
}
