import { dayKey } from '../../layouts/calendar/calendar-dates.js';
import type { DayKey } from '../calendar/day-math.js';

// A date as typed into the date interface's text box. It shows the locale's numeric date
// (05/01/2024 in en-US, 01.05.2024 in de-DE) or ISO; reading is lenient: the locale's numeric order
// with any separators, ISO (2024-05-01), month names in the language ("1 May 2024", "Mai 1 24"),
// weekday names and the locale's own words ("de", "г.") ignored, two-digit years.

export type DatePart = 'year' | 'month' | 'day';

const SAMPLE = new Date(2024, 4, 21);

function numericFormat(locale: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    numberingSystem: 'latn',
  });
}

/** The order the locale writes year, month and day in. */
export function dateOrder(locale: string): DatePart[] {
  return numericFormat(locale)
    .formatToParts(SAMPLE)
    .map((part) => part.type)
    .filter((type): type is DatePart => type === 'year' || type === 'month' || type === 'day');
}

/** The text box's form of a day: the locale's numeric date, or ISO when not `localized`. */
export function typedDateText(day: DayKey, locale: string, localized: boolean): string {
  if (!localized) return day;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return numericFormat(locale).format(new Date(year, month - 1, date));
}

/** The shape to type, e.g. "MM/DD/YYYY", from the letters given for each part. */
export function datePattern(
  locale: string,
  localized: boolean,
  letters: Record<DatePart, string>,
): string {
  if (!localized) return `${letters.year}-${letters.month}-${letters.day}`;
  return numericFormat(locale)
    .formatToParts(SAMPLE)
    .map((part) => (part.type in letters ? letters[part.type as DatePart] : part.value))
    .join('');
}

const fold = (word: string) => word.toLocaleLowerCase().replace(/\.$/, '');

interface Words {
  months: Map<string, number>;
  /** Weekday names and the words the locale's long date puts between its parts. */
  ignored: Set<string>;
}

const wordsByLocale = new Map<string, Words>();

function wordsOf(locale: string): Words {
  const known = wordsByLocale.get(locale);
  if (known) return known;
  const months = new Map<string, number>();
  const ignored = new Set<string>();
  const styles: Intl.DateTimeFormatOptions[] = [
    { month: 'long' },
    { month: 'short' },
    // Inside a date some languages decline the month ("1 мая").
    { day: 'numeric', month: 'long' },
    { day: 'numeric', month: 'short' },
  ];
  for (let month = 0; month < 12; month += 1) {
    for (const style of styles) {
      for (const part of new Intl.DateTimeFormat(locale, style).formatToParts(
        new Date(2024, month, 15),
      )) {
        if (part.type === 'month') months.set(fold(part.value), month + 1);
      }
    }
  }
  for (let weekday = 0; weekday < 7; weekday += 1) {
    const date = new Date(2023, 0, 1 + weekday);
    for (const style of ['long', 'short'] as const) {
      ignored.add(fold(new Intl.DateTimeFormat(locale, { weekday: style }).format(date)));
    }
  }
  for (const part of new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).formatToParts(SAMPLE)) {
    if (part.type === 'literal') {
      for (const word of part.value.match(/\p{L}+/gu) ?? []) ignored.add(fold(word));
    }
  }
  const words = { months, ignored };
  wordsByLocale.set(locale, words);
  return words;
}

/** A two-digit year within 50 years ahead of this one, else the century before. */
function fullYear(digits: string): number {
  const year = Number(digits);
  if (digits.length > 2) return year;
  const thisYear = new Date().getFullYear();
  const century = Math.floor(thisYear / 100) * 100;
  return century + year > thisYear + 50 ? century - 100 + year : century + year;
}

function dayOf(year: number, month: number, day: number): DayKey | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? dayKey(date) : null;
}

/** The day typed, or null when the text is not a date. */
export function parseTypedDate(text: string, locale: string): DayKey | null {
  const { months, ignored } = wordsOf(locale);
  const numbers: string[] = [];
  let month: number | null = null;
  for (const token of text.trim().match(/\p{L}+\.?|\d+/gu) ?? []) {
    if (/^\d+$/.test(token)) {
      numbers.push(token);
      continue;
    }
    const word = fold(token);
    const named = months.get(word);
    if (named !== undefined && month === null) month = named;
    else if (!ignored.has(word)) return null;
  }
  // Anything but letters, digits, spaces and the usual separators makes it no date.
  if (/[^\p{L}\d\s./,\-–]/u.test(text.trim())) return null;

  if (month !== null) {
    if (numbers.length !== 2) return null;
    const [first, second] = numbers as [string, string];
    const yearFirst =
      first.length > 2 || Number(first) > 31
        ? true
        : second.length > 2 || Number(second) > 31
          ? false
          : dateOrder(locale).indexOf('year') < dateOrder(locale).indexOf('day');
    const [year, day] = yearFirst ? [first, second] : [second, first];
    return dayOf(fullYear(year), month, Number(day));
  }

  if (numbers.length !== 3) return null;
  // A four-digit first number is ISO order whatever the locale.
  const order: DatePart[] =
    (numbers[0] as string).length > 2 ? ['year', 'month', 'day'] : dateOrder(locale);
  const value = (part: DatePart) => numbers[order.indexOf(part)] as string;
  if (value('month').length > 2 || value('day').length > 2) return null;
  return dayOf(fullYear(value('year')), Number(value('month')), Number(value('day')));
}
