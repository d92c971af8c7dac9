import { useMemo } from 'react';
import { ITEM_NOT_FOUND } from '../../api/error-codes.js';
import type { Item } from '../../api/items.js';
import type { CollectionInfo } from '../../api/types.js';
import { defaultValues } from '../../form/field-rules.js';
import { LeaveGuard } from '../../form/LeaveGuard.js';
import { useT } from '../../i18n/use-t.js';
import { useRouter } from '../../router/Link.js';
import type { Route } from '../../router/router.js';
import { collectionTitle } from '../../shell/collection-title.js';
import { PageHeader } from '../../shell/PageHeader.js';
import { Loader } from '../../ui/Loader.js';
import { registerStyles } from '../../ui/styles.js';
import { NotFound } from '../not-found/NotFound.js';
import { ItemEditorActions } from './ItemEditorActions.js';
import { ItemEditorBody } from './ItemEditorBody.js';
import { ItemLoadError } from './ItemLoadError.js';
import { ItemInfo } from './info/ItemInfo.js';
import { PresenceWarning } from './info/PresenceWarning.js';
import css from './item.css';
import { useItem } from './use-item.js';
import { useItemEditor } from './use-item-editor.js';
import { useSaveShortcut } from './use-save-shortcut.js';

registerStyles(css);

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

function ItemHeader(
  props: ItemEditorProps & { actions?: React.ReactNode; info?: React.ReactNode },
) {
  const { itemLabel, breadcrumb } = useBreadcrumb(props);
  return (
    <PageHeader
      title={itemLabel}
      breadcrumb={breadcrumb}
      actions={props.actions}
      info={props.info}
    />
  );
}

interface LoadedItemProps extends ItemEditorProps {
  item: Item;
  defaults: Item;
}

function LoadedItem(props: LoadedItemProps) {
  const { route, project, collection } = props;
  const router = useRouter();
  const listPath = `/${project}/collections/${collection.collection}`;
  const itemPath = (key: unknown) => `${listPath}/${encodeURIComponent(String(key))}`;
  const editor = useItemEditor({
    ...props,
    otherModes: ['leave', 'add', 'copy'],
    onSaved: ({ mode, primaryKey: savedKey, wasNew }) => {
      if (mode === 'leave') router.open(listPath);
      else if (mode === 'add') {
        if (!wasNew) router.open(`${listPath}/+`);
      } else if (mode === 'copy') router.open(itemPath(savedKey));
      // A created item replaces the `+` address: going back should not create again.
      else if (wasNew) router.redirect(itemPath(savedKey));
    },
    onDeleted: () => router.open(listPath),
  });
  const { session } = editor;

  useSaveShortcut(editor.canWrite ? () => void editor.save('stay') : null);

  const actions = <ItemEditorActions editor={editor} />;
  // The info sidebar (activity, comments, revisions); new items have none.
  const info =
    props.primaryKey === null ? undefined : (
      <ItemInfo
        project={project}
        collection={collection}
        primaryKey={props.primaryKey}
        session={session}
        canRevert={editor.canWrite}
        readBlacklist={editor.rights.readBlacklist}
      />
    );

  return (
    <>
      <ItemHeader {...props} route={route} actions={actions} info={info} />
      <div className="cms-page cms-item">
        {info ? <PresenceWarning project={project} path={route.path} /> : null}
        <ItemEditorBody editor={editor} />
      </div>
      <LeaveGuard dirty={session.dirty} isDirty={session.isDirty} />
    </>
  );
}
