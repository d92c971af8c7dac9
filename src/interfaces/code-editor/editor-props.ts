// What the code editor takes. Kept apart from the editor itself so the form's chunk can name the
// props without pulling CodeMirror in.

export interface CodeEditorProps {
  /** The control's id: the form's <label for> names the editing area with it. */
  id: string;
  /** The text shown; a different text from the owner replaces the editor's content. */
  text: string;
  /** Every edit, as the editor's whole text. */
  onText(text: string): void;
  /** A MIME type of the code interface's `language` option (code-languages.ts). */
  language: string;
  lineNumbers: boolean;
  readonly: boolean;
  invalid?: boolean;
  /** Ids of the texts that describe the editor (hints, problems). */
  describedBy?: string;
  /** A character offset to mark as the place of a problem (a JSON syntax error), or null. */
  problemAt?: number | null;
}
