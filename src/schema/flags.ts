// How a yes/no flag of v8 metadata is read (field `primary_key`, `required`, `hidden_browse`, a
// status's `soft_delete`, ...): the API may send a boolean, 1/0, '1'/'0', or a Postgres 't'.
// The same values the server's schema loader reads as true (server/services/schema/load-schema.ts).

export function isFlagSet(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 't' || value === 'true';
}
