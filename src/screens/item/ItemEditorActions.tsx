import { ExplainDialog } from '../../form/ExplainDialog.js';
import { useT } from '../../i18n/use-t.js';
import { DeleteAction } from './DeleteAction.js';
import { SaveActions } from './SaveActions.js';
import type { ItemEditorState } from './use-item-editor.js';

/** Delete and the split save button, each shown only when the user may use it (spec 2 §6). */
export function ItemEditorActions({ editor }: { editor: ItemEditorState }) {
  const { t } = useT();
  const explaining = editor.explaining;
  return (
    <>
      <ExplainDialog
        open={explaining !== null}
        title={t('item.explain_title')}
        confirmLabel={t('item.save')}
        busy={editor.saving}
        onCancel={editor.cancelExplaining}
        onConfirm={(comment) => {
          if (explaining) void editor.save(explaining, comment);
        }}
      />
      {editor.canDelete ? (
        <DeleteAction
          collection={editor.collection}
          needsComment={editor.deleteNeedsComment}
          onDelete={editor.remove}
        />
      ) : null}
      {editor.canWrite ? (
        <SaveActions
          busy={editor.saving}
          disabled={!editor.isNew && !editor.session.dirty}
          modes={editor.modes}
          onSave={(mode) => void editor.save(mode)}
        />
      ) : null}
    </>
  );
}
