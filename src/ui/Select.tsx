import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useT } from '../i18n/use-t.js';
import { useAnchoredPopup } from './anchored-position.js';
import { Icon, type IconName } from './Icon.js';
import css from './select.css';
import { registerBaseStyles } from './styles.js';
import { isTypeaheadKey, useTypeahead } from './typeahead.js';
import { useDismiss } from './use-dismiss.js';
import './register.js';

registerBaseStyles(css);

// A select-only combobox (WAI-ARIA APG "Select-Only Combobox"): a button showing the chosen option
// and a listbox in the top layer. Focus stays on the button (or on the search box of a long list)
// and the active option is announced with aria-activedescendant. Keys: ArrowDown/Up, Home/End,
// PageDown/Up move; Enter, Space (and Tab) choose; Escape closes and keeps focus on the button;
// typing jumps to the option starting with the letters typed.
//
// The search box filters the options by default. A caller that searches on the server passes
// `onSearch` (and `search`, the text it holds): the options are then its results, shown as given,
// with `loading` while they are on their way and `onLoadMore` while a further page may exist.

export interface SelectOption {
  value: string;
  label: string;
  icon?: IconName;
  disabled?: boolean;
  /** Options with the same group are listed together under its label, in first-seen order. */
  group?: string;
  /** A second, muted line (a note, a key). */
  hint?: string;
}

export interface SelectProps {
  /** The button's id, for a `<label htmlFor>`. */
  id?: string;
  /** The chosen value; '' or null when nothing is chosen (the placeholder shows). */
  value: string | null | undefined;
  options: readonly SelectOption[];
  onChange(value: string): void;
  /** Shown when nothing is chosen; "Choose one..." by default (spec 2 §9). */
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** The options are on their way: aria-busy, and a loading line under the list while it is open. */
  loading?: boolean;
  className?: string;
  /** A search box above the list; on by default for lists longer than this many options. */
  searchable?: boolean;
  /** The search box's name and placeholder; "Search…" by default. */
  searchLabel?: string;
  /** The search text, when the caller holds it (with `onSearch`). */
  search?: string;
  /** The caller searches (on the server): told every change of the search text, '' when the list
   * closes; the options are not filtered here. */
  onSearch?(text: string): void;
  /** More options may exist: a "load more" line ends the list, and moving past the last option
   * (ArrowDown, PageDown, End) asks for them too. */
  onLoadMore?(): void;
  /** How the chosen value shows when `options` (one page of search results) does not list it. */
  valueOption?: SelectOption;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  /** Rendered inside the button before the label (a colour swatch, an avatar). */
  prefix?: ReactNode;
}

/** Lists longer than this get a search box. */
export const SEARCHABLE_FROM = 12;

/** How far PageUp/PageDown move. */
const PAGE = 10;

interface Row {
  option: SelectOption;
  index: number;
}

function groupsOf(rows: readonly Row[]): { label: string | undefined; rows: Row[] }[] {
  const groups: { label: string | undefined; rows: Row[] }[] = [];
  for (const row of rows) {
    const group = groups.find((entry) => entry.label === row.option.group);
    if (group) group.rows.push(row);
    else groups.push({ label: row.option.group, rows: [row] });
  }
  return groups;
}

export function Select({
  id,
  value,
  options,
  onChange,
  placeholder,
  disabled = false,
  invalid = false,
  loading = false,
  className,
  searchable = options.length > SEARCHABLE_FROM,
  searchLabel,
  search: searchText,
  onSearch,
  onLoadMore,
  valueOption,
  prefix,
  ...aria
}: SelectProps) {
  const { t } = useT();
  const baseId = useId();
  const buttonId = id ?? `${baseId}-button`;
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [ownQuery, setOwnQuery] = useState('');
  const query = searchText ?? ownQuery;
  const setQuery = (text: string) => {
    setOwnQuery(text);
    if (onSearch && text !== query) onSearch(text);
  };
  const [active, setActive] = useState(-1);
  const typeahead = useTypeahead();

  const selectedIndex = options.findIndex((option) => option.value === (value ?? ''));
  const selected =
    selectedIndex >= 0
      ? options[selectedIndex]
      : valueOption && valueOption.value === (value ?? '')
        ? valueOption
        : undefined;
  // Nothing chosen, or the empty option (a "none" entry lists as such, but the button shows the
  // placeholder, muted).
  const showsPlaceholder = !selected || selected.value === '';

  const rows: Row[] = useMemo(() => {
    // Results of the caller's search are listed as they are.
    const needle = onSearch ? '' : query.trim().toLowerCase();
    return options
      .map((option, index) => ({ option, index }))
      .filter(
        ({ option }) =>
          !needle ||
          option.label.toLowerCase().includes(needle) ||
          option.value.toLowerCase().includes(needle),
      );
  }, [options, query, onSearch]);
  const enabled = rows.filter((row) => !row.option.disabled).map((row) => row.index);

  useAnchoredPopup(button, popup, open, { matchWidth: true }, rows.length);
  useDismiss(root, open, () => close(false));

  // The active option stays in view as it moves.
  useLayoutEffect(() => {
    if (!open || active < 0) return;
    popup.current
      ?.querySelector(`[id="${optionId(active)}"]`)
      ?.scrollIntoView?.({ block: 'nearest' });
  });

  // New options (search results, a further page) while open: an active option that went away
  // gives way to the chosen one or the first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the options change
  useEffect(() => {
    if (open && !enabled.includes(active)) {
      const at = startAt();
      if (at !== active) setActive(at);
    }
  }, [options]);

  // A long list's search box takes the focus while it is open.
  useEffect(() => {
    if (open && searchable) search.current?.focus();
  }, [open, searchable]);

  function show(at: number) {
    if (disabled) return;
    setQuery('');
    setActive(at);
    setOpen(true);
  }

  function close(refocus: boolean) {
    setOpen(false);
    setQuery('');
    if (refocus) button.current?.focus();
  }

  function choose(index: number) {
    const option = options[index];
    if (!option || option.disabled) return;
    close(true);
    if (option.value !== (value ?? '')) onChange(option.value);
  }

  const first = () => enabled[0] ?? -1;
  const last = () => enabled.at(-1) ?? -1;
  const step = (from: number, by: number) => {
    if (enabled.length === 0) return -1;
    const at = enabled.indexOf(from);
    if (at < 0) return by > 0 ? first() : last();
    return enabled[Math.max(0, Math.min(enabled.length - 1, at + by))]!;
  };
  const startAt = () =>
    selected && !selected.disabled && enabled.includes(selectedIndex) ? selectedIndex : first();
  /** Moves by `by`; moving past the last option asks for more when more may exist. */
  const moveDown = (by: number) => {
    if (onLoadMore && !loading && (enabled.length === 0 || active === last())) onLoadMore();
    setActive(step(active, by));
  };

  function onKeyDown(event: KeyboardEvent) {
    const { key } = event;
    const inSearch = event.target === search.current;
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) show(startAt());
      else if (key === 'Home') show(first());
      else if (key === 'End') show(last());
      else if (isTypeaheadKey(event)) {
        const at = typeahead(key, labelsOf(), selectedIndex);
        show(at >= 0 ? at : startAt());
      } else return;
      event.preventDefault();
      return;
    }
    switch (key) {
      case 'ArrowDown':
        if (event.altKey) return;
        moveDown(1);
        break;
      case 'ArrowUp':
        if (event.altKey) {
          choose(active);
          break;
        }
        setActive(step(active, -1));
        break;
      case 'PageDown':
        moveDown(PAGE);
        break;
      case 'PageUp':
        setActive(step(active, -PAGE));
        break;
      case 'Home':
        if (inSearch) return;
        setActive(first());
        break;
      case 'End':
        if (inSearch) return;
        if (active === last()) moveDown(0);
        else setActive(last());
        break;
      case 'Enter':
        choose(active);
        break;
      case 'Escape':
        // Only the list closes, not a dialog around it.
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        // APG: Tab chooses the active option and moves on; focus goes from the button.
        if (active >= 0) choose(active);
        setOpen(false);
        if (inSearch) button.current?.focus();
        return;
      case ' ':
        if (inSearch) return;
        choose(active);
        break;
      default:
        if (!inSearch && isTypeaheadKey(event)) {
          const at = typeahead(key, labelsOf(), active);
          if (at >= 0) setActive(at);
          break;
        }
        return;
    }
    event.preventDefault();
  }

  /** Labels by option index; null for options that cannot be chosen or are filtered out. */
  function labelsOf() {
    return options.map((option, index) =>
      option.disabled || !rows.some((row) => row.index === index) ? null : option.label,
    );
  }

  const label = showsPlaceholder
    ? placeholder || selected?.label || t('ui.choose_one')
    : (selected?.label ?? '');

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys are handled for the button and search box inside
    <div
      ref={root}
      className={['cms-select', className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      <button
        ref={button}
        id={buttonId}
        type="button"
        role="combobox"
        className="cms-select__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open && !searchable && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-busy={loading || undefined}
        disabled={disabled}
        onClick={() => (open ? close(true) : show(startAt()))}
        {...aria}
      >
        {prefix}
        {selected?.icon && !showsPlaceholder ? <Icon name={selected.icon} size={18} /> : null}
        <span
          className={
            showsPlaceholder
              ? 'cms-select__value cms-select__value--placeholder'
              : 'cms-select__value'
          }
        >
          {label}
        </span>
        <Icon className="cms-select__chevron" name="expand" size={20} />
      </button>
      {open ? (
        <div ref={popup} popover="manual" className="cms-select__popup">
          {searchable ? (
            <input
              ref={search}
              type="search"
              className="cms-select__search"
              role="combobox"
              aria-label={searchLabel ?? t('ui.search_options')}
              aria-autocomplete="list"
              aria-expanded="true"
              aria-controls={listId}
              aria-activedescendant={active >= 0 ? optionId(active) : undefined}
              placeholder={searchLabel ?? t('ui.search_options')}
              value={query}
              onChange={(event) => {
                const text = event.currentTarget.value;
                setQuery(text);
                // The caller's results arrive later (the options effect picks the active one).
                if (onSearch) return;
                const needle = text.trim().toLowerCase();
                const match = options.findIndex(
                  (option) =>
                    !option.disabled &&
                    (!needle ||
                      option.label.toLowerCase().includes(needle) ||
                      option.value.toLowerCase().includes(needle)),
                );
                setActive(match);
              }}
            />
          ) : null}
          <div
            id={listId}
            role="listbox"
            className="cms-select__list"
            aria-labelledby={aria['aria-labelledby'] ?? (aria['aria-label'] ? undefined : buttonId)}
            aria-label={aria['aria-label']}
            aria-busy={loading || undefined}
          >
            {rows.length === 0 && !loading ? (
              <div className="cms-select__empty">{t('ui.no_matches')}</div>
            ) : null}
            {groupsOf(rows).map((group) => {
              const items = group.rows.map(({ option, index }) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: options are reached with aria-activedescendant; the keys go to the combobox
                <div
                  key={`${index}:${option.value}`}
                  id={optionId(index)}
                  role="option"
                  className="cms-select__option"
                  aria-selected={index === selectedIndex}
                  aria-disabled={option.disabled || undefined}
                  data-active={index === active || undefined}
                  data-value={option.value}
                  // Keep the focus on the button or search box while clicking.
                  onPointerDown={(event) => event.preventDefault()}
                  onPointerMove={() => !option.disabled && index !== active && setActive(index)}
                  onClick={() => choose(index)}
                >
                  {option.icon ? <Icon name={option.icon} size={18} /> : null}
                  <span className="cms-select__option-text">
                    {option.label}
                    {option.hint ? <span className="cms-select__hint">{option.hint}</span> : null}
                  </span>
                  {index === selectedIndex ? (
                    <Icon className="cms-select__check" name="check" size={18} />
                  ) : null}
                </div>
              ));
              if (group.label === undefined) return items;
              const groupId = `${baseId}-group-${group.rows[0]!.index}`;
              return (
                // biome-ignore lint/a11y/useSemanticElements: a listbox group (APG), not a form fieldset
                <div key={groupId} role="group" aria-labelledby={groupId}>
                  <div id={groupId} className="cms-select__group" role="presentation">
                    {group.label}
                  </div>
                  {items}
                </div>
              );
            })}
          </div>
          {loading ? (
            <div className="cms-select__status" role="status">
              {t('ui.loading_options')}
            </div>
          ) : onLoadMore ? (
            <button
              type="button"
              // Keyboard users reach it by moving past the last option; focus stays in the combobox.
              tabIndex={-1}
              className="cms-select__more"
              onPointerDown={(event) => event.preventDefault()}
              onClick={onLoadMore}
            >
              {t('ui.load_more')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
