import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import { Button } from '../../ui/Button.js';
import { Icon } from '../../ui/Icon.js';
import type { SaveMode } from './save-mode.js';

interface SaveActionsProps {
  busy: boolean;
  /** Nothing staged on an existing item: saving would change nothing. */
  disabled: boolean;
  /** The other modes offered in the menu (add and copy need create permission). */
  modes: readonly Exclude<SaveMode, 'stay'>[];
  onSave(mode: SaveMode): void;
}

/** A split button: Save (and stay), plus a menu of the other save modes. */
export function SaveActions({ busy, disabled, modes, onSave }: SaveActionsProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    rootRef.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
    const close = (event: PointerEvent) => {
      if (!event.composedPath().includes(rootRef.current as EventTarget)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const labels: Record<Exclude<SaveMode, 'stay'>, string> = {
    leave: t('item.save_and_leave'),
    add: t('item.save_and_add'),
    copy: t('item.save_as_copy'),
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the menu inside
    <div
      className="cms-save-actions"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          toggleRef.current?.focus();
        }
      }}
    >
      <Button
        variant="primary"
        className="cms-save-actions__save"
        busy={busy}
        disabled={disabled}
        onClick={() => onSave('stay')}
      >
        <Icon name="check" size={18} />
        {t('item.save')}
      </Button>
      {modes.length > 0 ? (
        <button
          ref={toggleRef}
          type="button"
          className="cms-button cms-button--primary cms-save-actions__toggle"
          aria-label={t('item.more_save_options')}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          disabled={busy}
          onClick={() => setOpen(!open)}
        >
          <Icon name="expand" size={18} />
        </button>
      ) : null}
      {open ? (
        <div className="cms-menu cms-save-actions__menu" role="menu" id={menuId}>
          {modes.map((mode) => (
            <button
              key={mode}
              type="button"
              role="menuitem"
              data-mode={mode}
              disabled={mode !== 'copy' && disabled}
              onClick={() => {
                setOpen(false);
                onSave(mode);
              }}
            >
              {labels[mode]}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
