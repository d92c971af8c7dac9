import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { DEFAULT_LOCALE } from '../../constants.js';
import { useT } from '../../i18n/use-t.js';
import { Icon, iconFor } from '../../ui/Icon.js';
import { Popover } from '../../ui/Popover.js';
import { useDismiss } from '../../ui/use-dismiss.js';
import { DateGrid } from '../calendar/DateGrid.js';
import { boundsOf, type DayKey, readDay } from '../calendar/day-math.js';
import { dayText } from '../calendar/day-text.js';
import type { InputProps } from '../registry.js';
import { datePattern, parseTypedDate, typedDateText } from './typed-date.js';

type Problem =
  | { kind: 'invalid' }
  | { kind: 'before'; min: DayKey }
  | { kind: 'after'; max: DayKey };

/**
 * The date interface: a text box that takes a typed date (typed-date.ts reads it leniently) and a
 * button opening the calendar grid in a popover. A typed date is staged as soon as it is a whole
 * date within `min`/`max` (a four-digit year, so "5/1/2" is not taken for 2002 half-way); leaving
 * the box or Enter says what is wrong with the rest, and stages nothing. The popover takes the
 * focus into the grid; Escape, choosing a day or a click outside closes it.
 */
export function DateInput({ value, options, readonly, onChange, id, invalid }: InputProps) {
  const { t, locale } = useT();
  const language = locale ?? DEFAULT_LOCALE;
  const localized = options.localized !== false;
  const bounds = boundsOf(options);
  const day = readDay(value);
  const shown = (next: DayKey | null) =>
    next === null ? '' : typedDateText(next, language, localized);

  const [text, setText] = useState(() => shown(day));
  const [problem, setProblem] = useState<Problem | null>(null);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  /** What this input staged last, so its own staging does not rewrite the text being typed. */
  const staged = useRef<unknown>(value);
  const popoverId = useId();
  const problemId = `${id}-date-problem`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new value from outside (or a new language) rewrites the text
  useEffect(() => {
    if (value === staged.current) return;
    staged.current = value;
    setText(shown(day));
    setProblem(null);
  }, [value, language, localized]);

  const stage = (next: DayKey | null) => {
    staged.current = next;
    if (next !== day) onChange(next);
  };

  /** The typed text's problem, or the day it stands for ('' is no day). */
  const read = (typed: string): Problem | DayKey | null => {
    if (typed.trim() === '') return null;
    const parsed = parseTypedDate(typed, language);
    if (parsed === null) return { kind: 'invalid' };
    if (bounds.min !== null && parsed < bounds.min) return { kind: 'before', min: bounds.min };
    if (bounds.max !== null && parsed > bounds.max) return { kind: 'after', max: bounds.max };
    return parsed;
  };

  const onType = (typed: string) => {
    setText(typed);
    const result = read(typed);
    if (result === null) {
      setProblem(null);
      stage(null);
    } else if (typeof result === 'string' && /\d{4}/.test(typed)) {
      setProblem(null);
      stage(result);
    }
  };

  const commit = () => {
    const result = read(text);
    if (result === null || typeof result === 'string') {
      setProblem(null);
      stage(result);
      setText(shown(result));
    } else {
      setProblem(result);
    }
  };

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };
  useDismiss(root, open, () => close(false));

  const choose = (chosen: DayKey | null) => {
    setProblem(null);
    stage(chosen);
    setText(shown(chosen));
    close(true);
  };

  const onTextKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'ArrowDown' && event.altKey && !readonly) {
      event.preventDefault();
      setOpen(true);
    }
  };

  const onPopoverKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // Only the popover closes, not a dialog or sidebar around the form.
    event.stopPropagation();
    event.preventDefault();
    close(true);
  };

  const letters = {
    year: t('date_interfaces.pattern_year'),
    month: t('date_interfaces.pattern_month'),
    day: t('date_interfaces.pattern_day'),
  };
  const pattern = datePattern(language, localized, letters);
  const iconLeft =
    typeof options.iconLeft === 'string' && options.iconLeft ? options.iconLeft : null;
  const iconRight =
    typeof options.iconRight === 'string' && options.iconRight ? options.iconRight : null;
  const refused = problem !== null;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the box and its popover closes the popover
    <div
      className="cms-date-input"
      ref={root}
      onBlur={(event) => {
        // Tabbing out of the popover closes it.
        const next = event.relatedTarget;
        if (open && next instanceof Node && !root.current?.contains(next)) close(false);
      }}
    >
      <div
        ref={box}
        className="cms-field__control cms-date-input__box"
        data-readonly={readonly || undefined}
        aria-invalid={invalid || refused || undefined}
      >
        {iconLeft ? (
          <Icon name={iconFor(iconLeft, 'event')} size={18} className="cms-date-input__icon" />
        ) : null}
        <input
          id={id}
          type="text"
          className="cms-date-input__text"
          value={text}
          readOnly={readonly}
          placeholder={readonly ? undefined : pattern}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid || refused || undefined}
          aria-describedby={refused ? problemId : undefined}
          onChange={(event) => onType(event.target.value)}
          onBlur={() => {
            if (!readonly) commit();
          }}
          onKeyDown={onTextKeyDown}
        />
        {iconRight ? (
          <Icon name={iconFor(iconRight, 'event')} size={18} className="cms-date-input__icon" />
        ) : null}
        {readonly ? null : (
          <button
            ref={button}
            type="button"
            className="cms-date-input__open"
            aria-label={t('date_interfaces.open_calendar')}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? popoverId : undefined}
            onClick={() => (open ? close(false) : setOpen(true))}
          >
            <Icon name="calendar" size={18} />
          </button>
        )}
      </div>
      {open ? (
        <Popover
          id={popoverId}
          anchor={box}
          className="cms-date-input__popover"
          aria-label={t('date_interfaces.calendar_dialog')}
        >
          {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the popover closes it */}
          <div onKeyDown={onPopoverKeyDown}>
            <DateGrid
              value={day}
              bounds={bounds}
              onChoose={choose}
              onClear={() => choose(null)}
              autoFocus
            />
          </div>
        </Popover>
      ) : null}
      {problem ? (
        <p id={problemId} className="cms-form-field__problem">
          {problem.kind === 'invalid'
            ? t('date_interfaces.invalid', { pattern })
            : problem.kind === 'before'
              ? t('date_interfaces.before_min', { min: dayText(problem.min, language) })
              : t('date_interfaces.after_max', { max: dayText(problem.max, language) })}
        </p>
      ) : null}
    </div>
  );
}
