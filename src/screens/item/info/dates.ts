// Server datetimes of system collections (`action_on`, `last_access_on`, …) come as
// `YYYY-MM-DD HH:MM:SS` in UTC with no zone (contract §6.6); ISO strings with a zone also occur.

const SQL_DATETIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;

/** The moment a server datetime names; an unreadable value gives an invalid Date. */
export function parseServerDate(value: string | null | undefined): Date {
  if (!value) return new Date(Number.NaN);
  const text = value.trim();
  const plain = SQL_DATETIME.exec(text);
  return new Date(plain ? `${plain[1]}T${plain[2]}Z` : text);
}

/** `YYYY-MM-DD HH:MM:SS` in UTC: the form filters on system datetimes compare against. */
export function toServerDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
