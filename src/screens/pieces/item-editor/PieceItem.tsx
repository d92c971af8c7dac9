import { useEffect, useMemo, useState } from 'react';
import { ITEM_NOT_FOUND } from '../../../api/error-codes.js';
import type { Item, PrimaryKey } from '../../../api/items.js';
import type { CollectionInfo } from '../../../api/types.js';
import { defaultValues } from '../../../form/field-rules.js';
import { dispatchCmsEvent } from '../../../host/events.js';
import { useHost } from '../../../host/host-context.js';
import { useT } from '../../../i18n/use-t.js';
import { primaryKeyField } from '../../../schema/collection-meta.js';
import { collectionTitle } from '../../../shell/collection-title.js';
import type { NotificationInput } from '../../../state/notifications.js';
import { Button } from '../../../ui/Button.js';
import { Loader } from '../../../ui/Loader.js';
import { Notice } from '../../../ui/Notice.js';
import { ItemEditorActions } from '../../item/ItemEditorActions.js';
import { ItemEditorBody } from '../../item/ItemEditorBody.js';
import { ItemLoadError } from '../../item/ItemLoadError.js';
import { useItem } from '../../item/use-item.js';
import { useItemEditor } from '../../item/use-item-editor.js';
import { isSaveShortcut } from '../../item/use-save-shortcut.js';
import { useErrorEvent } from './use-error-event.js';

interface PieceItemProps {
  project: string;
  collection: CollectionInfo;
  /** null for a new item. */
  primaryKey: string | null;
  /** The last save went through and nothing was edited since: say so. */
  justSaved: boolean;
  onDirtyChange(dirty: boolean): void;
  onSaved(): void;
  /** Open another item of the collection (`+` for a new one) after a save. */
  onOpen(primaryKey: string): void;
  onDeleted(primaryKey: PrimaryKey): void;
}

/** Loads one item for the embedded editor; not-found and server-trouble notices on failure. */
export function PieceItem(props: PieceItemProps) {
  const { t } = useT();
  const { project, collection, primaryKey } = props;
  const defaults = useMemo(() => defaultValues(collection.fields), [collection]);
  const [load, retry] = useItem(project, collection.collection, primaryKey, defaults);
  useErrorEvent(load.state === 'error' ? load.error : null);

  if (load.state === 'loading') return <Loader label={t('item.loading')} />;
  if (load.state === 'error') {
    return load.error.code === ITEM_NOT_FOUND ? (
      <Notice color="warning">{t('item_editor_piece.item_not_found', { key: primaryKey })}</Notice>
    ) : (
      <ItemLoadError error={load.error} onRetry={retry} />
    );
  }
  return <PieceLoadedItem {...props} item={load.item} defaults={defaults} />;
}

/** A key as the event reports it: numbers stay numbers. */
function keyValue(key: unknown): PrimaryKey {
  return typeof key === 'number' ? key : String(key);
}

interface PieceLoadedItemProps extends PieceItemProps {
  item: Item;
  defaults: Item;
}

/**
 * The item screen's form and actions (the same hook and parts as the admin's), under a small bar
 * instead of the page header. Save modes that leave for the list do not exist here; failures show
 * in place (a host page has no notification stack), and mod+s saves while focus is in the editor.
 */
function PieceLoadedItem(props: PieceLoadedItemProps) {
  const { project, collection, primaryKey, item, defaults, onDirtyChange } = props;
  const { t, locale } = useT();
  const host = useHost();
  const [failure, setFailure] = useState<NotificationInput | null>(null);
  const name = collection.collection;
  const editor = useItemEditor({
    project,
    collection,
    primaryKey,
    item,
    defaults,
    otherModes: ['add', 'copy'],
    report: setFailure,
    onFailed: (error) => {
      if (host) dispatchCmsEvent(host, 'cms-error', error);
    },
    onSaved: ({ mode, item: saved, primaryKey: savedKey, wasNew, wrote }) => {
      setFailure(null);
      if (!wrote) return;
      props.onSaved();
      if (host) {
        dispatchCmsEvent(host, 'cms-item-saved', {
          collection: name,
          primaryKey: keyValue(savedKey),
          item: saved,
        });
      }
      if (mode === 'add' && !wasNew) props.onOpen('+');
      else if (mode === 'copy' || (mode === 'stay' && wasNew)) props.onOpen(String(savedKey));
    },
    onDeleted: () => props.onDeleted(keyValue(item[primaryKeyField(collection.fields)])),
  });
  const { dirty } = editor.session;

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const label =
    primaryKey === null ? t('item.new_item') : t('item.item_label', { key: primaryKey });

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: mod+s from any field inside saves
    <div
      className="cms-piece-editor"
      onKeyDown={(event) => {
        if (!isSaveShortcut(event) || !editor.canWrite) return;
        // Kept from the host page (its own shortcuts) and from an admin screen on the same page.
        event.preventDefault();
        event.stopPropagation();
        void editor.save('stay');
      }}
    >
      <div className="cms-piece-editor__bar" part="toolbar">
        <h2 className="cms-piece-editor__title">
          {collectionTitle(collection, locale)}
          <span className="cms-piece-editor__item">{label}</span>
        </h2>
        <div className="cms-piece-editor__actions">
          <ItemEditorActions editor={editor} />
        </div>
      </div>
      {props.justSaved && !dirty ? (
        <Notice color="success" live>
          {t('item_editor_piece.saved')}
        </Notice>
      ) : null}
      {failure && !editor.problem ? (
        <Notice color="danger" title={failure.title} live>
          {failure.details ? <p>{failure.details}</p> : null}
          <Button onClick={() => setFailure(null)}>{t('item_editor_piece.dismiss')}</Button>
        </Notice>
      ) : null}
      <div className="cms-item">
        <ItemEditorBody editor={editor} />
      </div>
    </div>
  );
}
