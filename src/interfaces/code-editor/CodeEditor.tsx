import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { Annotation, Compartment, EditorState } from '@codemirror/state';
import {
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { classHighlighter } from '@lezer/highlight';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { registerStyles } from '../../ui/styles.js';
import css from './code-editor.css';
import type { CodeEditorProps } from './editor-props.js';
import { loadLanguage } from './language-support.js';
import { problemField, setProblemAt } from './problem-mark.js';

registerStyles(css);

/** Marks the editor's own replacement of its text by the owner's, which is not an edit. */
const fromOwner = Annotation.define<boolean>();

const gutter = (show: boolean) => (show ? [lineNumbers(), highlightActiveLineGutter()] : []);

/**
 * CodeMirror 6 as a controlled React input. Tab indents (indentWithTab); as CodeMirror documents,
 * Escape and then Tab moves the focus on, so the editor never traps the keyboard. Token colours are
 * classes (tok-*) styled with the admin's tokens in code-editor.css, so light and dark both follow
 * the theme.
 */
export function CodeEditor(props: CodeEditorProps) {
  const { id, text, language, lineNumbers: numbered, readonly, invalid, describedBy } = props;
  const host = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<EditorView | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [compartments] = useState(() => ({
    language: new Compartment(),
    gutter: new Compartment(),
    readonly: new Compartment(),
    attributes: new Compartment(),
  }));

  useLayoutEffect(() => {
    const parent = host.current;
    if (!parent) return;
    const current = latest.current;
    // The parent is in the document, so the editor finds the admin's shadow root and puts its
    // own base styles there.
    const created = new EditorView({
      parent,
      state: EditorState.create({
        doc: current.text,
        extensions: [
          history(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          syntaxHighlighting(classHighlighter),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          problemField,
          compartments.language.of([]),
          compartments.gutter.of(gutter(current.lineNumbers)),
          compartments.readonly.of(EditorState.readOnly.of(current.readonly)),
          compartments.attributes.of([]),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return;
            if (update.transactions.some((transaction) => transaction.annotation(fromOwner)))
              return;
            latest.current.onText(update.state.doc.toString());
          }),
        ],
      }),
    });
    setView(created);
    return () => {
      created.destroy();
      setView(null);
    };
  }, [compartments]);

  // The owner's text (an outside change, a template, Format) replaces what the editor holds.
  useEffect(() => {
    if (!view) return;
    const shown = view.state.doc.toString();
    if (shown === text) return;
    view.dispatch({
      changes: { from: 0, to: shown.length, insert: text },
      annotations: fromOwner.of(true),
    });
  }, [view, text]);

  useEffect(() => {
    if (!view) return;
    let cancelled = false;
    loadLanguage(language).then(
      (support) => {
        if (!cancelled) view.dispatch({ effects: compartments.language.reconfigure(support) });
      },
      // Without its syntax the code is still edited, as plain text.
      (error: unknown) => console.error(error),
    );
    return () => {
      cancelled = true;
    };
  }, [view, language, compartments]);

  useEffect(() => {
    view?.dispatch({
      effects: [
        compartments.gutter.reconfigure(gutter(numbered)),
        compartments.readonly.reconfigure(EditorState.readOnly.of(readonly)),
      ],
    });
  }, [view, numbered, readonly, compartments]);

  // Placed again after each edit: the same offset may name another character now.
  useEffect(() => {
    if (view && view.state.doc.toString() === text) {
      view.dispatch({ effects: setProblemAt.of(props.problemAt ?? null) });
    }
  }, [view, props.problemAt, text]);

  // The form's label names the editing area and focuses it when clicked (a <label> does that only
  // for form controls).
  useEffect(() => {
    if (!view) return;
    const root = host.current?.getRootNode() as Document | ShadowRoot | undefined;
    const label = root?.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(id)}"]`);
    if (label && !label.id) label.id = `${id}-label`;
    const attributes: Record<string, string> = {
      id,
      'aria-invalid': invalid ? 'true' : 'false',
      'aria-readonly': readonly ? 'true' : 'false',
    };
    if (label) attributes['aria-labelledby'] = label.id;
    if (describedBy) attributes['aria-describedby'] = describedBy;
    view.dispatch({
      effects: compartments.attributes.reconfigure(EditorView.contentAttributes.of(attributes)),
    });
    if (!label) return;
    const focusEditor = (event: MouseEvent) => {
      event.preventDefault();
      view.focus();
    };
    label.addEventListener('click', focusEditor);
    return () => label.removeEventListener('click', focusEditor);
  }, [view, id, invalid, readonly, describedBy, compartments]);

  // Code reads left to right in every interface language.
  return <div ref={host} className="cms-code-editor" data-language={language} dir="ltr" />;
}
