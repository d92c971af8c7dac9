import { ItemForm } from '../../form/ItemForm.js';
import { useT } from '../../i18n/use-t.js';
import { StatusChoicesContext } from '../../interfaces/status/status-choices.js';
import { Notice } from '../../ui/Notice.js';
import type { ItemEditorState } from './use-item-editor.js';

/** The form of the item, under the last save's validation message and the read-only notice. */
export function ItemEditorBody({
  editor,
  hiddenFields,
}: {
  editor: ItemEditorState;
  /** Fields the screen shows its own way (item-editor-extras.ts). */
  hiddenFields?: readonly string[];
}) {
  const { t } = useT();
  const { session, rights, canWrite, problem } = editor;
  return (
    <>
      {problem ? (
        <Notice color="danger" title={t('item.validation_failed')} live>
          {problem}
        </Notice>
      ) : null}
      {!canWrite ? <Notice color="accent">{t('item.read_only')}</Notice> : null}
      <StatusChoicesContext.Provider value={editor.statusChoices}>
        <ItemForm
          fields={editor.collection.fields}
          values={session.values}
          edits={session.edits}
          onStage={session.stage}
          onUndo={session.undo}
          canWrite={canWrite}
          readBlacklist={
            hiddenFields ? [...rights.readBlacklist, ...hiddenFields] : rights.readBlacklist
          }
          writeBlacklist={rights.writeBlacklist}
          problems={editor.problems.shown}
          problemsRound={editor.problems.round}
        />
      </StatusChoicesContext.Provider>
    </>
  );
}
