// Datetimes are stored as `YYYY-MM-DD HH:MM:SS` UTC strings (the v8 value format, contract §6.6).
// Strings rather than Date objects because better-sqlite3 cannot bind a Date, and the three
// drivers would each convert a Date with their own timezone rules.

export function toSqlDateTime(date: Date = new Date()): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
