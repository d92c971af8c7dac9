import { DeleteAction } from './DeleteAction.js';
import { SaveActions } from './SaveActions.js';
import type { ItemEditorState } from './use-item-editor.js';

/** Delete and the split save button, each shown only when the user may use it (spec 2 §6). */
export function ItemEditorActions({ editor }: { editor: ItemEditorState }) {
  return (
    <>
      {editor.canDelete ? (
        <DeleteAction collection={editor.collection} onDelete={editor.remove} />
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
