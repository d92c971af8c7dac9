// The toolbar button names the `toolbar` option lists. v8 stored TinyMCE's button names in an
// array; the same names are read here, so a field set up on v8 shows the buttons it had. Names
// this editor has no button for (fullscreen, media, alignleft, …) are skipped.

export const TOOLBAR_BUTTON_NAMES = [
  'bold',
  'italic',
  'underline',
  'strikethrough',
  'code',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'bullist',
  'numlist',
  'blockquote',
  'codeblock',
  'link',
  'unlink',
  'image',
  'hr',
  'removeformat',
  'undo',
  'redo',
] as const;

export type ToolbarButtonName = (typeof TOOLBAR_BUTTON_NAMES)[number];

/** Other names v8 and TinyMCE used for the same buttons. */
const ALIASES: Record<string, ToolbarButtonName> = {
  strike: 'strikethrough',
  pre: 'codeblock',
  'code-block': 'codeblock',
  quote: 'blockquote',
};

/** The default toolbar: 15 buttons for writing an article. */
export const DEFAULT_TOOLBAR: readonly ToolbarButtonName[] = [
  'bold',
  'italic',
  'underline',
  'strikethrough',
  'h1',
  'h2',
  'h3',
  'bullist',
  'numlist',
  'blockquote',
  'link',
  'image',
  'code',
  'hr',
  'removeformat',
];

/**
 * The buttons a `toolbar` option asks for, in its order, known names only, each once. A string
 * (TinyMCE's own "bold italic | link" form) is read as its names; anything else that is not a
 * list (unset, null): the default toolbar.
 */
export function toolbarButtons(option: unknown): ToolbarButtonName[] {
  const entries: unknown[] | null =
    typeof option === 'string' ? option.split(/[\s,|]+/) : Array.isArray(option) ? option : null;
  if (!entries) return [...DEFAULT_TOOLBAR];
  const known = new Set<string>(TOOLBAR_BUTTON_NAMES);
  const buttons: ToolbarButtonName[] = [];
  for (const entry of entries) {
    if (typeof entry !== 'string') continue;
    const name = entry.trim().toLowerCase();
    const button = ALIASES[name] ?? (known.has(name) ? (name as ToolbarButtonName) : null);
    if (button && !buttons.includes(button)) buttons.push(button);
  }
  return buttons;
}
