import { StateEffect, StateField } from '@codemirror/state';
import { Decoration, type DecorationSet, EditorView } from '@codemirror/view';

// Underlines the character where a problem was found (a JSON syntax error), so the place the
// message names is visible in the text too. The mark follows edits until the next check moves it.

export const setProblemAt = StateEffect.define<number | null>();

const problemMark = Decoration.mark({ class: 'cms-code-editor__problem' });

export const problemField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = marks.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (!effect.is(setProblemAt)) continue;
      const length = transaction.state.doc.length;
      if (effect.value == null || length === 0) {
        next = Decoration.none;
      } else {
        // At the end of the text (a missing bracket) the last character is marked.
        const from = Math.max(0, Math.min(effect.value, length - 1));
        next = Decoration.set([problemMark.range(from, from + 1)]);
      }
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});
