import { type ReactNode, useMemo } from 'react';
import { ITEM_NOT_FOUND } from '../../api/error-codes.js';
import type { Item } from '../../api/items.js';
import type { CollectionInfo } from '../../api/types.js';
import { defaultValues } from '../../form/field-rules.js';
import { LeaveGuard } from '../../form/LeaveGuard.js';
import { useT } from '../../i18n/use-t.js';
import { itemDisplayText } from '../../layouts/display-template.js';
import { collectionPath, itemPath } from '../../router/collection-path.js';
import { useRouter } from '../../router/Link.js';
import type { Route } from '../../router/router.js';
import { isSystemCollection } from '../../schema/system-collection.js';
import { collectionCrumbs } from '../../shell/collection-crumbs.js';
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
import type { ItemEditorExtras } from './item-editor-extras.js';
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
  /** What the screen adds (item-editor-extras.ts). */
  extras?: ItemEditorExtras;
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

interface ItemHeaderProps extends ItemEditorProps {
  /** The saved item, once loaded: its display text is the title. */
  item?: Item;
  /** Fields the user may not read stay out of the title. */
  readBlacklist?: readonly string[];
  actions?: ReactNode;
  info?: ReactNode;
}

/** The item's name for the header and the breadcrumb (and the page title). */
function useItemLabel({
  collection,
  primaryKey,
  item,
  readBlacklist = [],
  extras,
}: ItemHeaderProps) {
  const { t } = useT();
  if (primaryKey === null) return t('item.new_item');
  const own = item ? extras?.title?.(item) : null;
  if (own) return own;
  const readable = Object.values(collection.fields).filter(
    (field) => !readBlacklist.includes(field.field),
  );
  return itemDisplayText(collection, item, readable) || t('item.item_label', { key: primaryKey });
}

function ItemHeader(props: ItemHeaderProps) {
  const { t, locale } = useT();
  const { project, collection } = props;
  const itemLabel = useItemLabel(props);
  const collectionName = collectionTitle(collection, locale);
  return (
    <PageHeader
      title={itemLabel}
      documentTitle={[itemLabel, collectionName]}
      breadcrumb={[
        ...collectionCrumbs(project, collection.collection, collectionName, t('item.collections')),
        { label: itemLabel },
      ]}
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
  const listPath = collectionPath(project, collection.collection);
  const pathOf = (key: unknown) => itemPath(project, collection.collection, String(key));
  const editor = useItemEditor({
    ...props,
    otherModes: ['leave', 'add', 'copy'],
    onSaved: ({ mode, primaryKey: savedKey, wasNew, item: saved }) => {
      props.extras?.onSaved?.(saved);
      if (mode === 'leave') router.open(listPath);
      else if (mode === 'add') {
        if (!wasNew) router.open(itemPath(project, collection.collection, '+'));
      } else if (mode === 'copy') router.open(pathOf(savedKey));
      // A created item replaces the `+` address: going back should not create again.
      else if (wasNew) router.redirect(pathOf(savedKey));
    },
    onDeleted: () => router.open(listPath),
  });
  const { session } = editor;

  useSaveShortcut(editor.canWrite ? () => void editor.save('stay') : null);

  const extras = props.extras;
  const actions = (
    <>
      {extras?.actions?.(session.saved)}
      <ItemEditorActions editor={editor} />
    </>
  );
  // The info sidebar (activity, comments, revisions); new items have none.
  const info =
    props.primaryKey === null ? undefined : (
      <ItemInfo
        project={project}
        collection={collection}
        primaryKey={props.primaryKey}
        session={session}
        // The server reverts user collections' items only (`items/{c}/{pk}/revert`).
        canRevert={editor.canWrite && !isSystemCollection(collection.collection)}
        readBlacklist={editor.rights.readBlacklist}
      />
    );

  return (
    <>
      <ItemHeader
        {...props}
        item={session.saved}
        readBlacklist={editor.rights.readBlacklist}
        actions={actions}
        info={info}
      />
      <div className="cms-page cms-item">
        {info ? <PresenceWarning project={project} path={route.path} /> : null}
        {extras?.before?.(session.saved)}
        <ItemEditorBody editor={editor} hiddenFields={extras?.hiddenFields} />
      </div>
      <LeaveGuard dirty={session.dirty} isDirty={session.isDirty} />
    </>
  );
}
