import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { toApiErrorShape } from '../../api/api-error.js';
import { createItem, deleteItems, type Item, updateItem } from '../../api/item.js';
import type { CollectionInfo } from '../../api/types.js';
import { copyPayload } from '../../form/copy-payload.js';
import { defaultValues, primaryKeyField } from '../../form/field-rules.js';
import { ItemForm } from '../../form/ItemForm.js';
import { LeaveGuard } from '../../form/LeaveGuard.js';
import { savePayload } from '../../form/save-payload.js';
import { softDeleteStatus, statusField } from '../../form/status-mapping.js';
import { useEditSession } from '../../form/use-edit-session.js';
import { useT } from '../../i18n/use-t.js';
import { useRouter } from '../../router/Link.js';
import type { Route } from '../../router/router.js';
import { collectionTitle } from '../../shell/collection-title.js';
import { PageHeader } from '../../shell/PageHeader.js';
import { notify } from '../../state/notifications.js';
import { $permissions } from '../../state/permissions.js';
import { $collections, $relations } from '../../state/schema.js';
import { $currentUser, $isAdmin } from '../../state/user.js';
import { Loader } from '../../ui/Loader.js';
import { Notice } from '../../ui/Notice.js';
import { registerStyles } from '../../ui/styles.js';
import { NotFound } from '../not-found/NotFound.js';
import { DeleteAction } from './DeleteAction.js';
import { ItemLoadError } from './ItemLoadError.js';
import css from './item.css';
import { itemPermissions, levelAllows } from './item-permissions.js';
import { SaveActions } from './SaveActions.js';
import type { SaveMode } from './save-mode.js';
import { useItem } from './use-item.js';
import { useSaveShortcut } from './use-save-shortcut.js';

registerStyles(css);

/** The server's "item not found" (contract error catalogue). */
const ITEM_NOT_FOUND = 203;
/** The server's "failed validation". */
const FAILED_VALIDATION = 4;

interface ItemEditorProps {
  route: Route;
  project: string;
  collection: CollectionInfo;
  /** null for a new item. */
  primaryKey: string | null;
}

/** Loads the item, then hands it to the editor; not-found and server-trouble states on failure. */
export function ItemEditor(props: ItemEditorProps) {
  const { t } = useT();
  const defaults = useMemo(() => defaultValues(props.collection.fields), [props.collection]);
  const [load, retry] = useItem(
    props.project,
    props.collection.collection,
    props.primaryKey,
    defaults,
  );
  if (load.state === 'error' && load.error.code === ITEM_NOT_FOUND) {
    return <NotFound route={props.route} />;
  }
  if (load.state !== 'ready') {
    return (
      <>
        <ItemHeader {...props} />
        <div className="cms-page">
          {load.state === 'loading' ? (
            <Loader label={t('item.loading')} />
          ) : (
            <ItemLoadError error={load.error} onRetry={retry} />
          )}
        </div>
      </>
    );
  }
  return <LoadedItem {...props} item={load.item} defaults={defaults} />;
}

function useBreadcrumb({ project, collection, primaryKey }: ItemEditorProps) {
  const { t, locale } = useT();
  const title = collectionTitle(collection, locale);
  const itemLabel =
    primaryKey === null ? t('item.new_item') : t('item.item_label', { key: primaryKey });
  return {
    itemLabel,
    breadcrumb: [
      { label: t('item.collections'), to: `/${project}/collections` },
      { label: title, to: `/${project}/collections/${collection.collection}` },
      { label: itemLabel },
    ],
  };
}

function ItemHeader(props: ItemEditorProps & { actions?: React.ReactNode }) {
  const { itemLabel, breadcrumb } = useBreadcrumb(props);
  return <PageHeader title={itemLabel} breadcrumb={breadcrumb} actions={props.actions} />;
}

interface LoadedItemProps extends ItemEditorProps {
  item: Item;
  defaults: Item;
}

function LoadedItem(props: LoadedItemProps) {
  const { route, project, collection, primaryKey, item, defaults } = props;
  const { t } = useT();
  const router = useRouter();
  const session = useEditSession(item);
  const permissions = useStore($permissions);
  const isAdmin = useStore($isAdmin);
  const user = useStore($currentUser);
  const relations = useStore($relations);
  const collections = useStore($collections);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const isNew = primaryKey === null;
  const name = collection.collection;
  const keyField = primaryKeyField(collection.fields);
  const status = statusField(collection);
  const savedStatus = status ? session.saved[status.field] : null;
  const rights = itemPermissions(
    permissions,
    isAdmin,
    name,
    typeof savedStatus === 'string' ? savedStatus : null,
    isNew,
  );
  const ownerField = Object.values(collection.fields).find((field) => field.type === 'owner');
  const owner = ownerField ? session.saved[ownerField.field] : null;
  const canCreate = rights.create !== 'none';
  const canWrite = isNew ? canCreate : levelAllows(rights.update, owner, user?.id);
  const canDelete = !isNew && !collection.single && levelAllows(rights.delete, owner, user?.id);
  const listPath = `/${project}/collections/${name}`;
  const itemPath = (key: unknown) => `${listPath}/${encodeURIComponent(String(key))}`;

  const save = async (mode: SaveMode) => {
    if (saving || !canWrite) return;
    setSaving(true);
    setProblem(null);
    try {
      let result: Item = session.saved;
      if (mode === 'copy') {
        result = await createItem(
          project,
          name,
          copyPayload(session.values, collection.fields, relations, (other) =>
            collections[other] ? primaryKeyField(collections[other].fields) : 'id',
          ),
        );
      } else if (isNew) {
        result = await createItem(
          project,
          name,
          savePayload(session.values, {}, collection.fields, relations, collections),
        );
      } else if (session.isDirty()) {
        result = await updateItem(
          project,
          name,
          primaryKey,
          savePayload(session.edits, session.saved, collection.fields, relations, collections),
        );
      }
      // The edits are saved: clear them first, so leaving does not ask.
      session.reset(mode === 'copy' ? session.saved : result);
      const newKey = result[keyField];
      if (mode === 'leave') router.open(listPath);
      else if (mode === 'add') {
        if (isNew) session.reset(defaults);
        else router.open(`${listPath}/+`);
      } else if (mode === 'copy') router.open(itemPath(newKey));
      // A created item replaces the `+` address: going back should not create again.
      else if (isNew) router.redirect(itemPath(newKey));
    } catch (error) {
      const shape = toApiErrorShape(error);
      console.error('Saving the item failed.', error);
      notify({
        title: t('item.save_failed'),
        details: shape.message || t('errors.generic'),
        color: 'danger',
      });
      if (shape.code === FAILED_VALIDATION) setProblem(shape.message);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (primaryKey === null) return;
    try {
      const soft = softDeleteStatus(collection);
      if (soft) await updateItem(project, name, primaryKey, { [soft.field]: soft.status });
      else await deleteItems(project, name, primaryKey);
      session.reset(session.saved);
      router.open(listPath);
    } catch (error) {
      const shape = toApiErrorShape(error);
      console.error('Deleting the item failed.', error);
      notify({
        title: t('item.delete_failed'),
        details: shape.message || t('errors.generic'),
        color: 'danger',
      });
      throw error;
    }
  };

  useSaveShortcut(canWrite ? () => void save('stay') : null);

  // Add and copy create items, so they need create permission; copy needs an item to copy.
  const modes: Exclude<SaveMode, 'stay'>[] = ['leave'];
  if (canCreate) modes.push('add');
  if (canCreate && !isNew) modes.push('copy');

  const actions = (
    <>
      {canDelete ? <DeleteAction onDelete={remove} /> : null}
      {canWrite ? (
        <SaveActions
          busy={saving}
          disabled={!isNew && !session.dirty}
          modes={modes}
          onSave={(mode) => void save(mode)}
        />
      ) : null}
    </>
  );

  return (
    <>
      <ItemHeader {...props} route={route} actions={actions} />
      <div className="cms-page cms-item">
        {problem ? (
          <Notice color="danger" title={t('item.validation_failed')} live>
            {problem}
          </Notice>
        ) : null}
        {!canWrite ? <Notice color="accent">{t('item.read_only')}</Notice> : null}
        <ItemForm
          fields={collection.fields}
          values={session.values}
          edits={session.edits}
          onStage={session.stage}
          onUndo={session.undo}
          canWrite={canWrite}
          readBlacklist={rights.readBlacklist}
          writeBlacklist={rights.writeBlacklist}
        />
      </div>
      <LeaveGuard dirty={session.dirty} isDirty={session.isDirty} />
    </>
  );
}
