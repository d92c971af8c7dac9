import { type KeyboardEvent, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../i18n/use-t.js';
import { Icon, iconFor } from './Icon.js';
import css from './icon-picker.css';
import { knownIconNames } from './icons/icon-names.js';
import { Popover } from './Popover.js';
import { registerBaseStyles } from './styles.js';
import { useDismiss } from './use-dismiss.js';
import './register.js';
import { inlineStep } from './reading-direction.js';

registerBaseStyles(css);

interface IconPickerProps {
  value: string | null;
  onChange(icon: string | null): void;
  /** A label shown above the button; without it `labelledBy` names the button (a form's label). */
  label?: string;
  /** The id of the element that labels the button when `label` is not given. */
  labelledBy?: string;
  /** The button's id, so a form's `<label htmlFor>` points at it. */
  id?: string;
  /** Read-only: the chosen icon shows, nothing opens or clears. */
  disabled?: boolean;
}

/** Columns of the grid: the arrow keys move by one (left, right) or by a row (up, down). */
const COLUMNS = 8;

/**
 * A v8 Material icon name (a collection's icon, the icon interface): a button that opens a
 * searchable grid of the names the admin draws. Arrow keys move over the grid, Enter or a click
 * picks, Escape closes.
 */
export function IconPicker({
  label,
  labelledBy,
  id,
  disabled = false,
  value,
  onChange,
}: IconPickerProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  const popupId = useId();
  const ownLabelId = useId();
  // An outer label is named only once it is there (a `<label for>` without an id also names the
  // button; the chosen icon is then its description).
  const [outerLabel, setOuterLabel] = useState(false);
  useLayoutEffect(() => {
    const scope = root.current?.getRootNode() as Document | ShadowRoot | undefined;
    setOuterLabel(!!labelledBy && !!scope?.getElementById(labelledBy));
  }, [labelledBy]);
  const labelId = label !== undefined ? ownLabelId : outerLabel ? labelledBy : undefined;
  const choices = useMemo(() => iconChoices(), []);
  const shown = useMemo(() => {
    const words = query.trim().toLowerCase().replace(/\s+/g, '_');
    return (
      words
        ? choices.filter((choice) => choice.names.some((name) => name.includes(words)))
        : choices
    ).map((choice) => choice.name);
  }, [choices, query]);
  // The chosen name may be another name of a glyph: that glyph's cell shows as chosen.
  const chosenGlyph = value ? iconFor(value, 'box') : null;

  const close = (refocus: boolean) => {
    setOpen(false);
    setQuery('');
    if (refocus) button.current?.focus();
  };
  useDismiss(root, open, () => close(false));

  const pick = (name: string | null) => {
    onChange(name);
    close(true);
  };
  const [cursor, setCursor] = useState<string | null>(null);
  const rovingIndex = Math.max(
    0,
    shown.indexOf(
      cursor && shown.includes(cursor)
        ? cursor
        : (shown.find((name) => iconFor(name, 'box') === chosenGlyph) ?? ''),
    ),
  );
  const cells = () => [...(grid.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
  /** Escape closes the popup only (not a dialog around it) and gives the focus back. */
  const onEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return false;
    event.preventDefault();
    event.stopPropagation();
    close(true);
    return true;
  };
  const onGridKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (onEscape(event)) return;
    const all = cells();
    const at = all.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    const along = inlineStep(event.key, event.currentTarget);
    const down: Record<string, number> = { ArrowUp: -COLUMNS, ArrowDown: COLUMNS };
    let next: number | null = null;
    if (along !== 0) next = at + along;
    else if (event.key in down) next = at + (down[event.key] ?? 0);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = all.length - 1;
    if (next === null) return;
    event.preventDefault();
    if (next < 0 && event.key === 'ArrowUp') {
      root.current?.querySelector<HTMLInputElement>('.cms-icon-picker__search input')?.focus();
      return;
    }
    all[Math.max(0, Math.min(next, all.length - 1))]?.focus();
  };

  return (
    <div className="cms-icon-picker" ref={root}>
      {label === undefined ? null : (
        <span className="cms-field__label" id={ownLabelId}>
          {label}
        </span>
      )}
      <div className="cms-icon-picker__row">
        <button
          ref={button}
          id={id}
          type="button"
          disabled={disabled}
          className="cms-icon-picker__button"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popupId : undefined}
          aria-labelledby={labelId ? `${labelId} ${popupId}-value` : undefined}
          aria-describedby={labelId ? undefined : `${popupId}-value`}
          onKeyDown={onEscape}
          onClick={() => (open ? close(false) : !disabled && setOpen(true))}
        >
          <Icon name={iconFor(value, 'box')} size={20} />
          <span id={`${popupId}-value`}>{value ?? t('ui.icon_none')}</span>
          <Icon name="expand" size={18} className="cms-icon-picker__caret" />
        </button>
        {value && !disabled ? (
          <button
            type="button"
            className="cms-icon-button"
            aria-label={t('ui.icon_clear')}
            onClick={() => onChange(null)}
          >
            <Icon name="close" size={18} />
          </button>
        ) : null}
      </div>
      {open ? (
        <Popover
          id={popupId}
          anchor={button}
          className="cms-icon-picker__popup"
          aria-label={t('ui.icon_choose')}
        >
          <div className="cms-field cms-icon-picker__search">
            <label className="cms-visually-hidden" htmlFor={`${popupId}-search`}>
              {t('ui.icon_search')}
            </label>
            <input
              id={`${popupId}-search`}
              className="cms-field__control"
              type="search"
              // biome-ignore lint/a11y/noAutofocus: the popup opens to search; Escape closes it
              autoFocus
              placeholder={t('ui.icon_search')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={(event) => {
                if (onEscape(event)) return;
                if (event.key === 'ArrowDown') {
                  event.preventDefault();
                  cells()[0]?.focus();
                } else if (event.key === 'Enter') {
                  event.preventDefault();
                  if (shown[0]) pick(shown[0]);
                }
              }}
            />
          </div>
          {shown.length === 0 ? (
            <p className="cms-field__hint">{t('ui.icon_no_match', { query: query.trim() })}</p>
          ) : (
            // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between its buttons
            <div className="cms-icon-picker__grid" ref={grid} onKeyDown={onGridKey}>
              {shown.map((name, index) => (
                <button
                  key={name}
                  type="button"
                  // One stop for Tab (roving): the cell last focused, else the chosen one, else the first.
                  tabIndex={index === rovingIndex ? 0 : -1}
                  onFocus={() => setCursor(name)}
                  className="cms-icon-picker__cell"
                  title={name}
                  aria-label={name}
                  aria-pressed={iconFor(name, 'box') === chosenGlyph}
                  onClick={() => pick(name)}
                >
                  <Icon name={iconFor(name, 'box')} size={22} />
                </button>
              ))}
            </div>
          )}
        </Popover>
      ) : null}
    </div>
  );
}

interface IconChoice {
  /** The name a pick stores. */
  name: string;
  /** Every name drawn with the same glyph: the search matches any of them. */
  names: string[];
}

/** One choice per glyph (several v8 names share one drawing), under its shortest name. */
function iconChoices(): IconChoice[] {
  const byGlyph = new Map<string, string[]>();
  for (const name of knownIconNames()) {
    const glyph = iconFor(name, 'box');
    byGlyph.set(glyph, [...(byGlyph.get(glyph) ?? []), name]);
  }
  return [...byGlyph.entries()]
    .map(([glyph, names]) => ({
      name: names.includes(glyph)
        ? glyph
        : ([...names].sort((a, b) => a.length - b.length || a.localeCompare(b))[0] ?? glyph),
      names,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
