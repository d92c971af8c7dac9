import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { Placeholder } from '@tiptap/extensions';
import { type AnyExtension, Extension, mergeAttributes } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { isSafeImageSrc, isSafeLinkHref } from './safe-href.js';

// What the editor's schema knows. Everything else in a value (script, style, event attributes,
// unknown tags and attributes) is dropped when the HTML is parsed, so it never reaches the page.

const NEW_TAB_REL = ['noopener', 'noreferrer'];

/** Links: only safe addresses; a link that opens a new tab never hands that tab this page. */
const SafeLink = Link.extend({
  renderHTML({ HTMLAttributes }) {
    const attributes = { ...HTMLAttributes };
    if (!isSafeLinkHref(attributes.href)) attributes.href = null;
    if (attributes.target === '_blank') {
      const rel = new Set(
        String(attributes.rel ?? '')
          .split(/\s+/)
          .filter(Boolean),
      );
      for (const token of NEW_TAB_REL) rel.add(token);
      attributes.rel = [...rel].join(' ');
    }
    return ['a', mergeAttributes(this.options.HTMLAttributes, attributes), 0];
  },
}).configure({
  openOnClick: false,
  autolink: true,
  linkOnPaste: true,
  defaultProtocol: 'https',
  // Keep what the value says; add nothing of our own (v8 links stay as they were).
  HTMLAttributes: { target: null, rel: null, class: null },
  isAllowedUri: (url) => isSafeLinkHref(url),
  shouldAutoLink: (url) => /^https?:\/\//i.test(url) || /^www\./i.test(url),
});

/** Images: only web and relative sources; inline, as TinyMCE placed them inside paragraphs. */
const SafeImage = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) =>
          isSafeImageSrc((element as HTMLElement).getAttribute('src')) ? null : false,
      },
    ];
  },
}).configure({ inline: true, allowBase64: false });

export interface EditorExtensionOptions {
  placeholder: string;
  /** Ctrl/Cmd+K: the owner opens its link dialog. */
  onLinkShortcut(): void;
  /** Alt+F10 (TinyMCE's shortcut): the owner moves focus to the toolbar. */
  onToolbarShortcut(): void;
}

export function editorExtensions(options: EditorExtensionOptions): AnyExtension[] {
  const shortcuts = Extension.create({
    name: 'cmsShortcuts',
    addKeyboardShortcuts() {
      return {
        'Mod-k': () => {
          options.onLinkShortcut();
          return true;
        },
        'Alt-F10': () => {
          options.onToolbarShortcut();
          return true;
        },
      };
    },
  });
  return [
    StarterKit.configure({ link: false }),
    SafeLink,
    SafeImage,
    Placeholder.configure({ placeholder: options.placeholder }),
    shortcuts,
  ];
}
