import { firstDayOfWeek } from '../../layouts/calendar/calendar-grid.js';

// The locale's first day of the week (0 = Sunday). Where the browser has `Intl.Locale` week info
// it decides; elsewhere the locale's region does: Sunday in the Americas, East and South Asia and
// a few more, Saturday in parts of the Middle East, Monday (ISO 8601) everywhere else.

const SUNDAY_REGIONS = new Set(
  'AG AS BD BR BS BT BW BZ CA CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW'.split(
    ' ',
  ),
);
const SATURDAY_REGIONS = new Set('AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' '));

function hasWeekInfo(): boolean {
  const prototype = Intl.Locale.prototype as object;
  return 'getWeekInfo' in prototype || 'weekInfo' in prototype;
}

/** The first weekday by the locale's region alone (the fallback, exported for its test). */
export function weekStartByRegion(locale: string): number {
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).maximize().region;
  } catch {
    region = undefined;
  }
  if (region && SUNDAY_REGIONS.has(region)) return 0;
  if (region && SATURDAY_REGIONS.has(region)) return 6;
  return 1;
}

export function weekStartOf(locale: string): number {
  return hasWeekInfo() ? firstDayOfWeek(locale) : weekStartByRegion(locale);
}
