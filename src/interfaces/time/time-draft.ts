import type { Clock, ClockPart } from './clock.js';

// The time control's state while it is edited: each part may still be empty. The hour is kept on
// the 24-hour clock; on the 12-hour clock the hour part shows 1 to 12 and the day period (0 = AM,
// 1 = PM) says which half, also before an hour is typed.

export interface TimeDraft {
  hour: number | null;
  minute: number | null;
  second: number | null;
  pm: boolean;
}

export const EMPTY_DRAFT: TimeDraft = { hour: null, minute: null, second: null, pm: false };

export function draftOf(clock: Clock | null): TimeDraft {
  if (clock === null) return EMPTY_DRAFT;
  return { hour: clock.hours, minute: clock.minutes, second: clock.seconds, pm: clock.hours >= 12 };
}

export interface PartRange {
  min: number;
  max: number;
}

export function rangeOf(part: ClockPart, hour24: boolean): PartRange {
  if (part === 'hour') return hour24 ? { min: 0, max: 23 } : { min: 1, max: 12 };
  if (part === 'dayPeriod') return { min: 0, max: 1 };
  return { min: 0, max: 59 };
}

/** What the part shows (the 12-hour clock's hour 1 to 12), or null while empty. */
export function shownOf(draft: TimeDraft, part: ClockPart, hour24: boolean): number | null {
  switch (part) {
    case 'hour':
      if (draft.hour === null || hour24) return draft.hour;
      return draft.hour % 12 === 0 ? 12 : draft.hour % 12;
    case 'minute':
      return draft.minute;
    case 'second':
      return draft.second;
    case 'dayPeriod':
      return draft.pm ? 1 : 0;
  }
}

/** The draft with one part set to what it should show (null empties it). */
export function withPart(
  draft: TimeDraft,
  part: ClockPart,
  shown: number | null,
  hour24: boolean,
): TimeDraft {
  switch (part) {
    case 'hour':
      if (shown === null) return { ...draft, hour: null };
      if (hour24) return { ...draft, hour: shown, pm: shown >= 12 };
      return { ...draft, hour: (shown % 12) + (draft.pm ? 12 : 0) };
    case 'minute':
      return { ...draft, minute: shown };
    case 'second':
      return { ...draft, second: shown };
    case 'dayPeriod': {
      const pm = shown === 1;
      const hour = draft.hour === null ? null : (draft.hour % 12) + (pm ? 12 : 0);
      return { ...draft, pm, hour };
    }
  }
}

/** One step up or down, going round from the last value to the first (empty: the first or last). */
export function stepped(shown: number | null, delta: 1 | -1, { min, max }: PartRange): number {
  if (shown === null) return delta === 1 ? min : max;
  const size = max - min + 1;
  return ((shown - min + delta + size) % size) + min;
}

/** The time the draft stands for: a clock once hour and minute are set, `empty`, or `partial`. */
export function clockOfDraft(draft: TimeDraft): Clock | 'empty' | 'partial' {
  if (draft.hour === null && draft.minute === null && draft.second === null) return 'empty';
  if (draft.hour === null || draft.minute === null) return 'partial';
  return { hours: draft.hour, minutes: draft.minute, seconds: draft.second ?? 0 };
}
