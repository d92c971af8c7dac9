import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type Placement, useAnchoredPopup } from './anchored-position.js';
import { Icon, type IconName } from './Icon.js';
import css from './menu.css';
import { registerBaseStyles } from './styles.js';
import { isTypeaheadKey, useTypeahead } from './typeahead.js';
import { useDismiss } from './use-dismiss.js';
import './register.js';

registerBaseStyles(css);

// A menu button and its menu (WAI-ARIA APG "Menu Button"): the menu opens in the top layer
// (`popover`) next to its button. Enter, Space or ArrowDown open it on the first item, ArrowUp on
// the last; inside, focus moves over the items (roving: ArrowUp/Down wrap, Home/End, typing a
// letter jumps); Enter/Space activate; Escape closes and returns focus to the button; Tab closes.

export interface MenuItem {
  /** Stable key, also rendered as `data-item`. */
  id: string;
  label: string;
  icon?: IconName;
  disabled?: boolean;
  danger?: boolean;
  /** Set on every item of a menu of choices: the items become `menuitemradio`, this one checked. */
  checked?: boolean;
  onSelect(): void;
}

interface MenuButtonProps {
  items: readonly MenuItem[];
  /** The button's accessible name (needed when its content is an icon). */
  label?: string;
  /** The button's class; `cms-menu-button` is always added. */
  className?: string;
  /** The button's content. */
  children: ReactNode;
  disabled?: boolean;
  placement?: Placement;
  /** `data-*` attributes for the button (what tests and callers find it by). */
  data?: Readonly<Record<`data-${string}`, string>>;
}

/** The items that can take focus, in order. */
function enabledItems(menu: HTMLElement | null): HTMLButtonElement[] {
  return [
    ...(menu?.querySelectorAll<HTMLButtonElement>(
      '[role="menuitem"]:not(:disabled), [role="menuitemradio"]:not(:disabled)',
    ) ?? []),
  ];
}

export function MenuButton({
  items,
  label,
  className,
  children,
  disabled = false,
  placement = 'bottom-end',
  data,
}: MenuButtonProps) {
  const menuId = useId();
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // Which item takes the focus when the menu opens: first or last enabled one.
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const typeahead = useTypeahead();

  useAnchoredPopup(button, menu, open, { placement });
  useDismiss(root, open, () => setOpen(false));

  const entries = () => enabledItems(menu.current);

  useEffect(() => {
    if (!open) return;
    const all = enabledItems(menu.current);
    // A menu of choices opens on the chosen one (as a listbox would); others on the first or last.
    const chosen = all.find((item) => item.getAttribute('aria-checked') === 'true');
    (chosen ?? (focusOnOpen === 'last' ? all.at(-1) : all[0]))?.focus();
  }, [open, focusOnOpen]);

  const show = (where: 'first' | 'last') => {
    setFocusOnOpen(where);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    // Enter and Space click the button, which opens on the first item.
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      show('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      show('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = entries();
    const at = all.indexOf(event.target as HTMLButtonElement);
    const move = (index: number) => all[(index + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        move(at + 1);
        break;
      case 'ArrowUp':
        move(at - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(all.length - 1);
        break;
      case 'Escape':
        // Only the menu closes, not a dialog or sidebar around it.
        event.stopPropagation();
        close();
        break;
      case 'Tab':
        setOpen(false);
        return;
      default: {
        if (!isTypeaheadKey(event)) return;
        const next = typeahead(
          event.key,
          all.map((entry) => entry.textContent ?? ''),
          at,
        );
        if (next >= 0) move(next);
      }
    }
    event.preventDefault();
  };

  return (
    <span ref={root} className="cms-menu-root">
      <button
        {...data}
        ref={button}
        type="button"
        className={['cms-menu-button', className].filter(Boolean).join(' ')}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : show('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {children}
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          popover="manual"
          role="menu"
          aria-label={label}
          className="cms-menu"
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => (
            // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-checked is only set with the menuitemradio role
            <button
              key={item.id}
              type="button"
              role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
              aria-checked={item.checked}
              tabIndex={-1}
              className={item.danger ? 'cms-menu__item cms-menu__item--danger' : 'cms-menu__item'}
              data-item={item.id}
              disabled={item.disabled}
              onClick={() => {
                close();
                item.onSelect();
              }}
            >
              {item.checked === undefined ? null : (
                <span className="cms-menu__check" aria-hidden="true">
                  {item.checked ? <Icon name="check" size={16} /> : null}
                </span>
              )}
              {item.icon ? <Icon name={item.icon} size={18} /> : null}
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </span>
  );
}
