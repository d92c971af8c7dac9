import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../i18n/use-t.js';
import { Icon } from '../ui/Icon.js';
import type { FieldMenuState } from './field-menu-state.js';

interface FieldMenuProps {
  /** The field's label, so the menu button says whose menu it is. */
  label: string;
  state: FieldMenuState;
  onClear(): void;
  onReset(): void;
  onUndo(): void;
}

/** The per-field menu: clear value, reset to default, undo changes. Escape closes it. */
export function FieldMenu({ label, state, onClear, onReset, onUndo }: FieldMenuProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    // Focus the first enabled entry, so the menu is usable from the keyboard at once.
    rootRef.current?.querySelector<HTMLButtonElement>('[role="menuitem"]:not(:disabled)')?.focus();
    const close = (event: PointerEvent) => {
      if (!event.composedPath().includes(rootRef.current as EventTarget)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const choose = (action: () => void) => {
    action();
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape handling for the menu inside
    <div
      className="cms-field-menu"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="cms-icon-button cms-field-menu__toggle"
        aria-label={t('form.field_menu', { field: label })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        <Icon name="expand" size={18} />
      </button>
      {open ? (
        <div className="cms-menu cms-field-menu__list" role="menu" id={menuId}>
          <button
            type="button"
            role="menuitem"
            disabled={!state.canClear}
            onClick={() => choose(onClear)}
          >
            {t('form.clear_value')}
          </button>
          <button
            type="button"
            role="menuitem"
            disabled={!state.canReset}
            onClick={() => choose(onReset)}
          >
            {t('form.reset_to_default')}
          </button>
          <button
            type="button"
            role="menuitem"
            disabled={!state.canUndo}
            onClick={() => choose(onUndo)}
          >
            {t('form.undo_changes')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
