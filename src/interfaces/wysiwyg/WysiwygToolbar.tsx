import { type Editor, useEditorState } from '@tiptap/react';
import { type KeyboardEvent, type Ref, useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import { inlineStep } from '../../ui/reading-direction.js';
import { Tooltip } from '../../ui/Tooltip.js';
import {
  ariaShortcut,
  shortcutText,
  type ToolbarActions,
  type ToolbarButton,
  toolbarButton,
} from './toolbar-buttons.js';
import type { ToolbarButtonName } from './toolbar-names.js';

interface WysiwygToolbarProps {
  editor: Editor;
  names: readonly ToolbarButtonName[];
  /** The editing area's id (the toolbar controls it). */
  controls: string;
  actions: ToolbarActions;
  ref?: Ref<HTMLDivElement>;
}

interface ButtonState {
  active: boolean | null;
  enabled: boolean;
}

/**
 * The formatting buttons (WAI-ARIA APG "Toolbar"): one Tab stop, arrow keys, Home and End move
 * between buttons; toggles say whether they are on (aria-pressed).
 */
export function WysiwygToolbar({ editor, names, controls, actions, ref }: WysiwygToolbarProps) {
  const { t } = useT();
  const buttons = names.map(toolbarButton);
  const [current, setCurrent] = useState(0);
  const states = useEditorState({
    editor,
    selector: ({ editor }): ButtonState[] =>
      buttons.map((button) => ({
        active: button.active ? button.active(editor) : null,
        enabled: button.enabled ? button.enabled(editor) : true,
      })),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = [
      ...event.currentTarget.querySelectorAll<HTMLButtonElement>('.cms-wysiwyg__button'),
    ];
    const from = all.indexOf(event.target as HTMLButtonElement);
    if (from === -1) return;
    const step = inlineStep(event.key, event.currentTarget);
    const next =
      step !== 0
        ? (from + step + all.length) % all.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? all.length - 1
            : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    all[next]?.focus();
  };

  const labelOf = (button: ToolbarButton) =>
    button.level ? t('wysiwyg.heading', { level: button.level }) : t(`wysiwyg.${button.label}`);

  return (
    <div
      ref={ref}
      className="cms-wysiwyg__toolbar"
      role="toolbar"
      aria-label={t('wysiwyg.toolbar')}
      aria-controls={controls}
      onKeyDown={onKeyDown}
    >
      {buttons.map((button, index) => {
        const state = states[index] ?? { active: null, enabled: true };
        const label = labelOf(button);
        const tip = button.shortcut ? `${label} (${shortcutText(button.shortcut)})` : label;
        return (
          <Tooltip key={button.name} text={tip} describes={false}>
            <button
              type="button"
              className="cms-wysiwyg__button"
              data-button={button.name}
              aria-label={label}
              aria-pressed={state.active === null ? undefined : state.active}
              aria-disabled={state.enabled ? undefined : true}
              aria-keyshortcuts={button.shortcut ? ariaShortcut(button.shortcut) : undefined}
              tabIndex={index === Math.min(current, buttons.length - 1) ? 0 : -1}
              // Keeps the editor's selection: the command acts where the writer was.
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setCurrent(index)}
              onClick={() => {
                if (state.enabled) button.run(editor, actions);
              }}
            >
              {'path' in button.glyph ? (
                <svg
                  className="cms-icon"
                  width={20}
                  height={20}
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d={button.glyph.path} />
                </svg>
              ) : (
                <span className="cms-wysiwyg__glyph-text" aria-hidden="true">
                  {button.glyph.text}
                </span>
              )}
            </button>
          </Tooltip>
        );
      })}
    </div>
  );
}
