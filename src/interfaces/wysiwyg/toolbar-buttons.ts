import type { Editor } from '@tiptap/react';
import type { ToolbarButtonName } from './toolbar-names.js';

// What each toolbar button does, looks like and is called. Glyphs are 24×24 outlines in the
// admin's icon style (ui/Icon.tsx); headings show their level as text.

type Level = 1 | 2 | 3 | 4 | 5 | 6;

export type WysiwygLabelKey =
  | 'bold'
  | 'italic'
  | 'underline'
  | 'strikethrough'
  | 'code'
  | 'heading'
  | 'bullist'
  | 'numlist'
  | 'blockquote'
  | 'codeblock'
  | 'link'
  | 'unlink'
  | 'image'
  | 'hr'
  | 'removeformat'
  | 'undo'
  | 'redo';

/** What a button asks of its toolbar besides editor commands. */
export interface ToolbarActions {
  openLinkDialog(): void;
  openImageDialog(): void;
}

export interface ToolbarButton {
  name: ToolbarButtonName;
  label: WysiwygLabelKey;
  /** The heading level, for the label's text. */
  level?: Level;
  /** An SVG path, or a short text (headings). */
  glyph: { path: string } | { text: string };
  /** The key combination, as `aria-keyshortcuts` names it ("Mod" is Control or Meta). */
  shortcut?: string;
  /** Whether the selection already has it (marks and blocks): the button is a toggle. */
  active?(editor: Editor): boolean;
  /** Whether it can act now (undo with no history cannot). */
  enabled?(editor: Editor): boolean;
  run(editor: Editor, actions: ToolbarActions): void;
}

const focus = (editor: Editor) => editor.chain().focus();

function heading(level: Level): ToolbarButton {
  return {
    name: `h${level}`,
    label: 'heading',
    level,
    glyph: { text: `H${level}` },
    shortcut: `Mod+Alt+${level}`,
    active: (editor) => editor.isActive('heading', { level }),
    run: (editor) => focus(editor).toggleHeading({ level }).run(),
  };
}

const LINK_PATH =
  'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1 M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1';

const BUTTONS: Record<ToolbarButtonName, ToolbarButton> = {
  bold: {
    name: 'bold',
    label: 'bold',
    glyph: { path: 'M7 5h6a3.5 3.5 0 0 1 0 7H7z M7 12h7a3.5 3.5 0 0 1 0 7H7z' },
    shortcut: 'Mod+B',
    active: (editor) => editor.isActive('bold'),
    run: (editor) => focus(editor).toggleBold().run(),
  },
  italic: {
    name: 'italic',
    label: 'italic',
    glyph: { path: 'M10 5h8 M6 19h8 M14 5l-4 14' },
    shortcut: 'Mod+I',
    active: (editor) => editor.isActive('italic'),
    run: (editor) => focus(editor).toggleItalic().run(),
  },
  underline: {
    name: 'underline',
    label: 'underline',
    glyph: { path: 'M7 4v7a5 5 0 0 0 10 0V4 M5 20h14' },
    shortcut: 'Mod+U',
    active: (editor) => editor.isActive('underline'),
    run: (editor) => focus(editor).toggleUnderline().run(),
  },
  strikethrough: {
    name: 'strikethrough',
    label: 'strikethrough',
    glyph: {
      path: 'M4 12h16 M16.5 7.5C16 5.8 14.3 5 12 5c-2.5 0-4.5 1.2-4.5 3.2 0 1.4.9 2.3 2.6 2.8 M8 16.5c.5 1.7 2.3 2.5 4.3 2.5 2.5 0 4.5-1.2 4.5-3.2 0-.6-.2-1.2-.5-1.6',
    },
    shortcut: 'Mod+Shift+S',
    active: (editor) => editor.isActive('strike'),
    run: (editor) => focus(editor).toggleStrike().run(),
  },
  code: {
    name: 'code',
    label: 'code',
    glyph: { path: 'M8 7l-5 5 5 5 M16 7l5 5-5 5' },
    shortcut: 'Mod+E',
    active: (editor) => editor.isActive('code'),
    run: (editor) => focus(editor).toggleCode().run(),
  },
  h1: heading(1),
  h2: heading(2),
  h3: heading(3),
  h4: heading(4),
  h5: heading(5),
  h6: heading(6),
  bullist: {
    name: 'bullist',
    label: 'bullist',
    glyph: { path: 'M9 6h11 M9 12h11 M9 18h11 M4 6h1 M4 12h1 M4 18h1' },
    shortcut: 'Mod+Shift+8',
    active: (editor) => editor.isActive('bulletList'),
    run: (editor) => focus(editor).toggleBulletList().run(),
  },
  numlist: {
    name: 'numlist',
    label: 'numlist',
    glyph: {
      path: 'M10 6h10 M10 12h10 M10 18h10 M4 4.5l1.5-.8V9 M3.5 14.2c.3-.8 2.8-1 2.8.4 0 1.1-2.8 2-2.8 3.4h3',
    },
    shortcut: 'Mod+Shift+7',
    active: (editor) => editor.isActive('orderedList'),
    run: (editor) => focus(editor).toggleOrderedList().run(),
  },
  blockquote: {
    name: 'blockquote',
    label: 'blockquote',
    glyph: { path: 'M5 7h5v5l-2 5H6l1.5-5H5z M14 7h5v5l-2 5h-2l1.5-5H14z' },
    shortcut: 'Mod+Shift+B',
    active: (editor) => editor.isActive('blockquote'),
    run: (editor) => focus(editor).toggleBlockquote().run(),
  },
  codeblock: {
    name: 'codeblock',
    label: 'codeblock',
    glyph: { path: 'M4 4h16v16H4z M10 9l-3 3 3 3 M14 9l3 3-3 3' },
    shortcut: 'Mod+Alt+C',
    active: (editor) => editor.isActive('codeBlock'),
    run: (editor) => focus(editor).toggleCodeBlock().run(),
  },
  link: {
    name: 'link',
    label: 'link',
    glyph: { path: LINK_PATH },
    shortcut: 'Mod+K',
    active: (editor) => editor.isActive('link'),
    run: (_editor, actions) => actions.openLinkDialog(),
  },
  unlink: {
    name: 'unlink',
    label: 'unlink',
    glyph: { path: `${LINK_PATH} M4 4l16 16` },
    enabled: (editor) => editor.isActive('link'),
    run: (editor) => focus(editor).extendMarkRange('link').unsetLink().run(),
  },
  image: {
    name: 'image',
    label: 'image',
    glyph: {
      path: 'M3 5h18v14H3z M8.5 8a1.5 1.5 0 1 0 0 3 1.5 1.5 0 1 0 0-3z M3 17l5-5 4 4 3-3 6 6',
    },
    run: (_editor, actions) => actions.openImageDialog(),
  },
  hr: {
    name: 'hr',
    label: 'hr',
    glyph: { path: 'M3 12h18 M8 6h8 M8 18h8' },
    run: (editor) => focus(editor).setHorizontalRule().run(),
  },
  removeformat: {
    name: 'removeformat',
    label: 'removeformat',
    glyph: { path: 'M5 5h12 M11 5l-3 14 M14 14l6 6 M20 14l-6 6' },
    run: (editor) => focus(editor).unsetAllMarks().clearNodes().run(),
  },
  undo: {
    name: 'undo',
    label: 'undo',
    glyph: { path: 'M9 14L4 9l5-5 M4 9h10.5a5.5 5.5 0 0 1 0 11H11' },
    shortcut: 'Mod+Z',
    enabled: (editor) => editor.can().undo(),
    run: (editor) => focus(editor).undo().run(),
  },
  redo: {
    name: 'redo',
    label: 'redo',
    glyph: { path: 'M15 14l5-5-5-5 M20 9H9.5a5.5 5.5 0 0 0 0 11H13' },
    shortcut: 'Mod+Shift+Z',
    enabled: (editor) => editor.can().redo(),
    run: (editor) => focus(editor).redo().run(),
  },
};

export function toolbarButton(name: ToolbarButtonName): ToolbarButton {
  return BUTTONS[name];
}

const isApple = () => /Mac|iPhone|iPad/.test(navigator.platform);

/** A shortcut as `aria-keyshortcuts` wants it (Control or Meta for "Mod"). */
export function ariaShortcut(shortcut: string): string {
  return shortcut.replace('Mod', isApple() ? 'Meta' : 'Control');
}

/** A shortcut as people read it on this computer: ⌘⇧Z on a Mac, Ctrl+Shift+Z elsewhere. */
export function shortcutText(shortcut: string): string {
  if (!isApple()) return shortcut.replace('Mod', 'Ctrl');
  const keys: Record<string, string> = { Mod: '⌘', Shift: '⇧', Alt: '⌥' };
  return shortcut
    .split('+')
    .map((key) => keys[key] ?? key)
    .join('');
}
