import { useStore } from '@nanostores/react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ApiErrorShape } from '../../../api/api-error.js';
import { COLLECTION_NOT_FOUND } from '../../../api/error-codes.js';
import { dispatchCmsEvent } from '../../../host/events.js';
import { useHost } from '../../../host/host-context.js';
import { useT } from '../../../i18n/use-t.js';
import { isSystemCollection } from '../../../schema/system-collection.js';
import { $collections } from '../../../state/schema.js';
import { ConfirmDialog } from '../../../ui/Dialog.js';
import { Notice } from '../../../ui/Notice.js';
import { PieceItem } from './PieceItem.js';
import { useErrorEvent } from './use-error-event.js';

interface Target {
  collection: string;
  /** `+` for a new item. */
  primaryKey: string;
}

const targetKey = (target: Target) => `${target.collection}/${target.primaryKey}`;

interface PieceEditorProps extends Target {
  project: string;
}

/**
 * Follows the element's `collection` and `primary-key`: another target loads another item, after
 * asking when the form holds unsaved edits ("keep editing" stays on the current item). Reports the
 * form's dirty state as `cms-change` and a deletion as `cms-item-deleted`.
 */
export function PieceEditor({ project, collection, primaryKey }: PieceEditorProps) {
  const { t } = useT();
  const host = useHost();
  const collections = useStore($collections);
  const requested = useMemo(() => ({ collection, primaryKey }), [collection, primaryKey]);
  const [shown, setShown] = useState<Target>(requested);
  const shownRef = useRef(shown);
  const [pending, setPending] = useState<Target | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const [justSaved, setJustSaved] = useState(false);
  const dirty = useRef(false);

  const show = useCallback((target: Target) => {
    shownRef.current = target;
    setShown(target);
    setJustSaved(false);
  }, []);

  useEffect(() => {
    if (targetKey(shownRef.current) === targetKey(requested)) setPending(null);
    else if (dirty.current) setPending(requested);
    else {
      setPending(null);
      show(requested);
    }
  }, [requested, show]);

  const onDirtyChange = useCallback(
    (next: boolean) => {
      if (dirty.current === next) return;
      dirty.current = next;
      if (next) setJustSaved(false);
      if (host) dispatchCmsEvent(host, 'cms-change', { dirty: next });
    },
    [host],
  );

  const info = isSystemCollection(shown.collection) ? undefined : collections[shown.collection];
  const unknownCollection = useMemo<ApiErrorShape | null>(
    () =>
      info
        ? null
        : {
            code: COLLECTION_NOT_FOUND,
            status: 404,
            message: `Unable to find collection: ${shown.collection}`,
          },
    [info, shown.collection],
  );
  useErrorEvent(unknownCollection);

  let content: ReactNode;
  if (!info) {
    content = (
      <Notice color="warning">
        {t('item_editor_piece.collection_not_found', { collection: shown.collection })}
      </Notice>
    );
  } else if (deleted === targetKey(shown)) {
    content = (
      <Notice color="success" live>
        {t('item_editor_piece.deleted')}
      </Notice>
    );
  } else {
    content = (
      <PieceItem
        key={targetKey(shown)}
        project={project}
        collection={info}
        primaryKey={shown.primaryKey === '+' ? null : shown.primaryKey}
        justSaved={justSaved}
        onDirtyChange={onDirtyChange}
        onSaved={() => setJustSaved(true)}
        onOpen={(next) => {
          show({ collection: shown.collection, primaryKey: next });
          // `show` clears the saved note: the item that opens next is the one just saved.
          setJustSaved(true);
        }}
        onDeleted={(deletedKey) => {
          setDeleted(targetKey(shown));
          if (host) {
            dispatchCmsEvent(host, 'cms-item-deleted', {
              collection: shown.collection,
              primaryKey: deletedKey,
            });
          }
        }}
      />
    );
  }

  return (
    <>
      {content}
      <ConfirmDialog
        open={pending !== null}
        title={t('form.leave_title')}
        message={t('item_editor_piece.switch_message')}
        cancelLabel={t('form.keep_editing')}
        confirmLabel={t('form.discard')}
        danger
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) show(pending);
          setPending(null);
        }}
      />
    </>
  );
}
