import { type FocusEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_LOCALE } from '../../constants.js';
import { useT } from '../../i18n/use-t.js';
import { Icon } from '../../ui/Icon.js';
import type { InputProps } from '../registry.js';
import { type ClockPart, clockLayout, dayPeriods, readClock, storedClock } from './clock.js';
import {
  clockOfDraft,
  draftOf,
  rangeOf,
  shownOf,
  stepped,
  type TimeDraft,
  withPart,
} from './time-draft.js';

const PART_LABEL = {
  hour: 'date_interfaces.hours',
  minute: 'date_interfaces.minutes',
  second: 'date_interfaces.seconds',
  dayPeriod: 'date_interfaces.day_period',
} as const;

/**
 * The time interface: hour, minute (seconds when the stored time has some) and, on the 12-hour
 * clock (`display24HourClock: false`), AM/PM, each a spin button in the locale's order. Up and
 * Down step the focused part, Left and Right move between parts, digits type it (moving on once it
 * is whole, and on ":"), Backspace empties it; A and P choose the half of the day. A time is
 * staged once hour and minute are set, as `HH:MM:SS` with the seconds kept.
 */
export function TimeInput({ value, options, readonly, onChange, id, invalid }: InputProps) {
  const { t, locale } = useT();
  const language = locale ?? DEFAULT_LOCALE;
  const hour24 = options.display24HourClock !== false;
  const clock = readClock(value);
  const [draft, setDraft] = useState<TimeDraft>(() => draftOf(clock));
  const [withSeconds, setWithSeconds] = useState(() => (clock?.seconds ?? 0) !== 0);
  const [incomplete, setIncomplete] = useState(false);
  const group = useRef<HTMLDivElement>(null);
  /** Digits typed into the focused part so far. */
  const typed = useRef('');
  const staged = useRef<unknown>(value);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new value from outside resets the parts
  useEffect(() => {
    if (value === staged.current) return;
    staged.current = value;
    setDraft(draftOf(clock));
    setWithSeconds((clock?.seconds ?? 0) !== 0);
    setIncomplete(false);
  }, [value]);

  const layout = useMemo(
    () =>
      clockLayout(language, hour24, withSeconds).filter(
        (part) => !(hour24 && part.type === 'dayPeriod'),
      ),
    [language, hour24, withSeconds],
  );
  const periods = useMemo(() => dayPeriods(language), [language]);

  const update = (next: TimeDraft) => {
    setDraft(next);
    const time = clockOfDraft(next);
    if (time === 'partial') return;
    setIncomplete(false);
    const stored = time === 'empty' ? null : storedClock(time);
    staged.current = stored;
    if (stored !== value) onChange(stored);
  };

  const segments = () => [
    ...(group.current?.querySelectorAll<HTMLElement>('[role="spinbutton"]') ?? []),
  ];
  const focusBeside = (from: HTMLElement, step: 1 | -1) => {
    const all = segments();
    all[all.indexOf(from) + step]?.focus();
  };

  const onPartKeyDown = (part: ClockPart, event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.currentTarget;
    const range = rangeOf(part, hour24);
    const shown = shownOf(draft, part, hour24);
    const set = (next: number | null) => update(withPart(draft, part, next, hour24));
    const key = event.key;
    if (key === 'ArrowLeft' || key === 'ArrowRight') {
      event.preventDefault();
      focusBeside(target, key === 'ArrowRight' ? 1 : -1);
      return;
    }
    if (key === ':' || key === '.' || key === ' ') {
      event.preventDefault();
      focusBeside(target, 1);
      return;
    }
    if (readonly || key === 'Tab') return;
    if (key === 'ArrowUp' || key === 'ArrowDown') {
      set(stepped(shown, key === 'ArrowUp' ? 1 : -1, range));
    } else if (key === 'Home' || key === 'End') {
      set(key === 'Home' ? range.min : range.max);
    } else if (part === 'dayPeriod') {
      // The first letter of either half's name ("a", "p"; "vorm." in some languages).
      const letter = key.toLocaleLowerCase();
      const named = periods.findIndex((name) => name.toLocaleLowerCase().startsWith(letter));
      const half = named >= 0 ? named : ['a', 'p'].indexOf(letter);
      if (key.length !== 1 || half < 0) return;
      set(half);
    } else if (key === 'Backspace' || key === 'Delete') {
      typed.current = '';
      set(null);
    } else if (/^\d$/.test(key)) {
      // Digits add up until the part is whole: two of them, or one that no second could follow.
      let digits = `${typed.current}${key}`;
      if (Number(digits) > range.max) digits = key;
      const number = Number(digits);
      const whole = digits.length === 2 || number * 10 > range.max;
      typed.current = whole ? '' : digits;
      if (number >= range.min) set(number);
      if (whole) focusBeside(target, 1);
    } else {
      return;
    }
    event.preventDefault();
  };

  const onGroupBlur = (event: FocusEvent<HTMLDivElement>) => {
    typed.current = '';
    const next = event.relatedTarget;
    if (next instanceof Node && group.current?.contains(next)) return;
    setIncomplete(clockOfDraft(draft) === 'partial');
  };

  const problemId = `${id}-time-problem`;
  const empty = clockOfDraft(draft) === 'empty';

  return (
    <div className="cms-time-input">
      <div className="cms-time-input__row">
        {/* biome-ignore lint/a11y/useSemanticElements: a group of spin buttons, not a form's fieldset */}
        <div
          ref={group}
          id={id}
          role="group"
          dir="ltr"
          className="cms-field__control cms-time-input__box"
          aria-labelledby={`${id}-label`}
          aria-invalid={invalid || incomplete || undefined}
          aria-describedby={incomplete ? problemId : undefined}
          data-readonly={readonly || undefined}
          onBlur={onGroupBlur}
          onFocus={() => {
            typed.current = '';
          }}
        >
          {layout.map(({ type, text }, index) =>
            type === 'literal' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the layout is fixed for the locale
              <span key={index} className="cms-time-input__literal" aria-hidden="true">
                {text}
              </span>
            ) : (
              <Segment
                key={type}
                part={type}
                label={t(PART_LABEL[type])}
                shown={shownOf(draft, type, hour24)}
                hour24={hour24}
                periods={periods}
                empty={t('date_interfaces.empty')}
                readonly={readonly}
                onKeyDown={(event) => onPartKeyDown(type, event)}
              />
            ),
          )}
        </div>
        {readonly || empty ? null : (
          <button
            type="button"
            className="cms-time-input__clear"
            aria-label={t('date_interfaces.clear_time')}
            onClick={() => update(draftOf(null))}
          >
            <Icon name="close" size={18} />
          </button>
        )}
      </div>
      {incomplete ? (
        <p id={problemId} className="cms-form-field__problem">
          {t('date_interfaces.time_incomplete')}
        </p>
      ) : null}
    </div>
  );
}

interface SegmentProps {
  part: ClockPart;
  label: string;
  shown: number | null;
  hour24: boolean;
  periods: [string, string];
  empty: string;
  readonly: boolean;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

/** One part of the time as a WAI-ARIA spin button. */
function Segment({
  part,
  label,
  shown,
  hour24,
  periods,
  empty,
  readonly,
  onKeyDown,
}: SegmentProps) {
  const range = rangeOf(part, hour24);
  const text =
    shown === null
      ? '--'
      : part === 'dayPeriod'
        ? periods[shown]
        : part === 'hour' && !hour24
          ? String(shown)
          : String(shown).padStart(2, '0');
  return (
    <span
      role="spinbutton"
      tabIndex={0}
      className="cms-time-input__part"
      data-part={part}
      data-empty={shown === null || undefined}
      aria-label={label}
      aria-valuemin={range.min}
      aria-valuemax={range.max}
      aria-valuenow={shown ?? undefined}
      aria-valuetext={shown === null ? empty : text}
      aria-readonly={readonly || undefined}
      onKeyDown={onKeyDown}
    >
      {text}
    </span>
  );
}
