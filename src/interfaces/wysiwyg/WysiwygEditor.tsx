import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import { registerStyles } from '../../ui/styles.js';
import type { InputProps } from '../registry.js';
import { editorExtensions } from './editor-extensions.js';
import { ImageDialog } from './ImageDialog.js';
import { type LinkChoice, LinkDialog } from './LinkDialog.js';
import { toolbarButtons } from './toolbar-names.js';
import { WysiwygToolbar } from './WysiwygToolbar.js';
import css from './wysiwyg.css';

registerStyles(css);

type OpenDialog = { kind: 'link'; current: LinkChoice | null } | { kind: 'image' } | null;

/** The stored value of what the editor holds: its HTML, or null when it holds nothing. */
function storedValue(html: string, empty: boolean): string | null {
  return empty ? null : html;
}

/**
 * The rich-text editor (Tiptap). The value is HTML, read and written as v8 did; what the editor
 * does not know is dropped on reading (editor-extensions.ts). Opening a field changes nothing:
 * only edits stage a value.
 */
export function WysiwygEditor({ value, options, readonly, onChange, id, invalid }: InputProps) {
  const { t } = useT();
  const names = useMemo(() => toolbarButtons(options.toolbar), [options.toolbar]);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  /**
   * The values the editor reported that the owner has not handed back yet. Typing outruns
   * rendering, so an older report can come back as `value` after newer ones: it is an echo, not
   * an outside change, and must not reset what was typed since.
   */
  const echoes = useRef<unknown[]>([]);
  /** The last `value` the editor was given or caught up with. */
  const synced = useRef<unknown>(value);
  const refocusEditor = useRef(false);
  const html = typeof value === 'string' ? value : '';

  const openLinkDialog = () => {
    if (!editor.isEditable) return;
    const attributes = editor.getAttributes('link');
    const href = typeof attributes.href === 'string' ? attributes.href : null;
    setDialog({
      kind: 'link',
      current: href ? { href, newTab: attributes.target === '_blank' } : null,
    });
  };
  const actions = {
    openLinkDialog,
    openImageDialog: () => setDialog({ kind: 'image' }),
  };
  // The keyboard shortcuts are registered once; they call the latest handlers.
  const shortcuts = useRef(actions);
  shortcuts.current = actions;

  const editor = useEditor({
    extensions: editorExtensions({
      placeholder: t('wysiwyg.placeholder'),
      onLinkShortcut: () => shortcuts.current.openLinkDialog(),
      onToolbarShortcut: () =>
        toolbar.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus(),
    }),
    content: html,
    editable: !readonly,
    // The styles live in the admin's shadow root (wysiwyg.css), not in the page's <head>.
    injectCSS: false,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        class: 'cms-wysiwyg__content',
        role: 'textbox',
        'aria-multiline': 'true',
      },
    },
    onUpdate: ({ editor }) => {
      const next = storedValue(editor.getHTML(), editor.isEmpty);
      echoes.current.push(next);
      latestOnChange.current(next);
    },
  });

  // An outside change (undo in the field menu, a revision restored): the editor shows it.
  // (Tiptap may swap its editor instance while mounting; a destroyed one has no view to update.)
  useEffect(() => {
    const echo = echoes.current.indexOf(value);
    if (echo !== -1) {
      echoes.current.splice(0, echo + 1);
      synced.current = value;
      return;
    }
    if (value === synced.current || editor.isDestroyed) return;
    synced.current = value;
    echoes.current = [];
    editor.commands.setContent(typeof value === 'string' ? value : '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (!editor.isDestroyed) editor.setEditable(!readonly, false);
  }, [editor, readonly]);

  // The form's label names the editing area and focuses it when clicked (a <label> does that only
  // for form controls). aria-invalid/readonly follow the props.
  useEffect(() => {
    if (editor.isDestroyed) return;
    const area = editor.view.dom as HTMLElement;
    area.setAttribute('aria-invalid', invalid ? 'true' : 'false');
    area.setAttribute('aria-readonly', readonly ? 'true' : 'false');
    const root = wrapper.current?.getRootNode() as Document | ShadowRoot | undefined;
    const label = root?.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(id)}"]`);
    if (!label) return;
    if (!label.id) label.id = `${id}-label`;
    area.setAttribute('aria-labelledby', label.id);
    const focusArea = (event: MouseEvent) => {
      event.preventDefault();
      editor.commands.focus();
    };
    label.addEventListener('click', focusArea);
    return () => label.removeEventListener('click', focusArea);
  }, [editor, id, invalid, readonly]);

  // A dialog has closed: writing goes on where it was.
  useEffect(() => {
    if (dialog !== null || !refocusEditor.current || editor.isDestroyed) return;
    refocusEditor.current = false;
    editor.commands.focus();
  }, [dialog, editor]);

  const closeDialog = () => {
    refocusEditor.current = true;
    setDialog(null);
  };

  const applyLink = ({ href, newTab }: LinkChoice) => {
    const target = newTab ? '_blank' : null;
    const chain = editor.chain();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address becomes the link's text.
      chain
        .insertContent({
          type: 'text',
          text: href,
          marks: [{ type: 'link', attrs: { href, target } }],
        })
        .run();
    } else {
      chain.extendMarkRange('link').setLink({ href, target }).run();
    }
    closeDialog();
  };

  return (
    <div
      ref={wrapper}
      className={[
        'cms-wysiwyg',
        readonly ? 'cms-wysiwyg--readonly' : null,
        invalid ? 'cms-wysiwyg--invalid' : null,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {readonly || names.length === 0 ? null : (
        <WysiwygToolbar
          ref={toolbar}
          editor={editor}
          names={names}
          controls={id}
          actions={actions}
        />
      )}
      <EditorContent editor={editor} className="cms-wysiwyg__area" />
      {dialog?.kind === 'link' ? (
        <LinkDialog
          current={dialog.current}
          onApply={applyLink}
          onRemove={() => {
            editor.chain().extendMarkRange('link').unsetLink().run();
            closeDialog();
          }}
          onCancel={closeDialog}
        />
      ) : null}
      {dialog?.kind === 'image' ? (
        <ImageDialog
          onApply={({ src, alt }) => {
            editor.chain().setImage({ src, alt }).run();
            closeDialog();
          }}
          onCancel={closeDialog}
        />
      ) : null}
    </div>
  );
}
