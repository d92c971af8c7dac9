import { useStore } from '@nanostores/react';
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import type { RevisionSummary } from '../../../api/revisions.js';
import type { FieldInfo } from '../../../api/types.js';
import { useRevision } from '../../../data/revisions.js';
import { ExplainDialog } from '../../../form/ExplainDialog.js';
import { ItemForm } from '../../../form/ItemForm.js';
import { useT } from '../../../i18n/use-t.js';
import { $collections, $relations } from '../../../state/schema.js';
import { Button } from '../../../ui/Button.js';
import { ConfirmDialog, Dialog } from '../../../ui/Dialog.js';
import { Loader } from '../../../ui/Loader.js';
import { Notice } from '../../../ui/Notice.js';
import { changedFieldLabels } from './revision-changes.js';

interface RevisionPreviewProps {
  project: string;
  fields: Readonly<Record<string, FieldInfo>>;
  /** The revision to show; null keeps the dialog closed. */
  revision: RevisionSummary | null;
  /** The item's values before that revision (revision-changes.ts), to list what it changed. */
  before?: Readonly<Record<string, unknown>>;
  /** The user may update the item, so may revert it. */
  canRevert: boolean;
  /** Whether the form holds unsaved edits (read when the confirmation opens). */
  hasUnsavedEdits(): boolean;
  readBlacklist?: readonly string[];
  /**
   * Whether reverting to these values must say why (the role's `explain`, explain-rights.ts): the
   * question then asks for the comment the server demands.
   */
  revertNeedsComment?(data: Readonly<Record<string, unknown>>): boolean;
  /** Reverts to the revision; a rejection keeps the dialogs open (the caller told the user). */
  onRevert(revisionId: number, comment?: string): Promise<void>;
  onClose(): void;
}

/**
 * The fields a revision recorded: its `data` holds the row's own columns as they were after that
 * change (contract §6.9), so relational lists (alias fields) are not part of it and not shown.
 */
export function previewFields(
  fields: Readonly<Record<string, FieldInfo>>,
  data: Record<string, unknown>,
): Record<string, FieldInfo> {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => Object.hasOwn(data, name)));
}

const noop = () => {};

/**
 * A revision, read-only, in the item's own form (spec 2 §7): every field as it was after that
 * change, which fields the change touched, and Revert. Reverting asks first; unsaved edits in the
 * form are named in the question, because the reverted item replaces them.
 */
export function RevisionPreview({
  project,
  fields,
  revision,
  before,
  canRevert,
  hasUnsavedEdits,
  readBlacklist = [],
  revertNeedsComment,
  onRevert,
  onClose,
}: RevisionPreviewProps) {
  const { t, locale } = useT();
  const [confirming, setConfirming] = useState<{ unsaved: boolean } | null>(null);
  const [reverting, setReverting] = useState(false);
  const id = revision?.id ?? null;
  const load = useRevision(project, id);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new revision closes the question
  useEffect(() => setConfirming(null), [project, id]);

  const loaded = load.status === 'ready' ? (load.data ?? null) : null;
  const data = loaded ? (loaded.data ?? {}) : null;
  const shownFields = useMemo(() => (data ? previewFields(fields, data) : {}), [fields, data]);
  const relations = useStore($relations);
  const collections = useStore($collections);
  const changed = revision
    ? changedFieldLabels(loaded ?? revision, fields, locale, { before, relations, collections })
    : [];

  const explain = data !== null && revertNeedsComment?.(data) === true;

  const revert = async (comment?: string) => {
    if (id === null) return;
    setReverting(true);
    try {
      await onRevert(id, comment);
      setConfirming(null);
    } catch {
      // Told by the caller; the question stays for another try or a cancel.
    } finally {
      setReverting(false);
    }
  };

  // The shell closes the info sidebar on Escape: here Escape belongs to the dialogs.
  const keepEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') event.stopPropagation();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops Escape from leaving the dialogs
    <div className="cms-revision-preview-host" onKeyDown={keepEscape}>
      <Dialog
        open={revision !== null && confirming === null}
        title={revision ? t('item_info.preview_title', { id: revision.id }) : ''}
        onCancel={onClose}
        actions={
          <>
            <Button onClick={onClose}>{t('item_info.close')}</Button>
            {canRevert ? (
              <Button
                variant="primary"
                disabled={loaded === null}
                onClick={() => setConfirming({ unsaved: hasUnsavedEdits() })}
              >
                {t('item_info.revert')}
              </Button>
            ) : null}
          </>
        }
      >
        <div className="cms-revision-preview">
          {changed.length > 0 ? (
            <p className="cms-revision-preview__changed">
              {t('item_info.revision_changed', { fields: changed.join(', ') })}
            </p>
          ) : null}
          {load.status === 'loading' ? <Loader label={t('item_info.preview_loading')} /> : null}
          {load.status === 'error' ? (
            <Notice color="danger" title={t('item_info.preview_failed')} live>
              {load.error?.message}
            </Notice>
          ) : null}
          {data ? (
            <ItemForm
              fields={shownFields}
              values={data}
              edits={{}}
              onStage={noop}
              onUndo={noop}
              canWrite={false}
              readBlacklist={readBlacklist}
            />
          ) : null}
        </div>
      </Dialog>
      <ExplainDialog
        open={revision !== null && confirming !== null && explain}
        title={t('item_info.revert_title')}
        message={[
          t('item_info.revert_message', { id: revision?.id ?? '' }),
          confirming?.unsaved ? t('item_info.revert_unsaved') : '',
        ].join(' ')}
        confirmLabel={t('item_info.revert')}
        busy={reverting}
        onConfirm={(comment) => void revert(comment)}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={revision !== null && confirming !== null && !explain}
        title={t('item_info.revert_title')}
        message={
          <>
            <p>{t('item_info.revert_message', { id: revision?.id ?? '' })}</p>
            {confirming?.unsaved ? <p>{t('item_info.revert_unsaved')}</p> : null}
          </>
        }
        confirmLabel={t('item_info.revert')}
        cancelLabel={t('item_info.cancel')}
        busy={reverting}
        onConfirm={() => void revert()}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
