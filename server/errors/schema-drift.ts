// A database error saying a table or column the query named does not exist: the schema changed
// while the request ran (a field or collection dropped after the request read its schema model,
// by this process or another). Answered as after the change: the v8 "not found" of what is gone
// (E200/404 collection, E202/404 field), never a 500.
import { ApiError } from './api-error.js';

const MISSING_TABLE = new Set(['ER_NO_SUCH_TABLE', '42P01']);
const MISSING_COLUMN = new Set(['ER_BAD_FIELD_ERROR', '42703']);

function driverCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A driver error (MariaDB/MySQL, PostgreSQL, SQLite) saying a named table does not exist. */
export function isMissingTableError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = driverCode(error);
  const sqlite = code?.startsWith('SQLITE') === true;
  return MISSING_TABLE.has(code ?? '') || (sqlite && /no such table/.test(error.message));
}

/** `query`: the failed SQL, kept for development error bodies. */
export function schemaDriftError(error: unknown, query?: string): ApiError | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = driverCode(error);
  const sqlite = code?.startsWith('SQLITE') === true;
  if (isMissingTableError(error)) {
    return new ApiError('COLLECTION_NOT_FOUND', 'The collection no longer exists', {
      cause: error,
      query,
    });
  }
  if (MISSING_COLUMN.has(code ?? '') || (sqlite && /no such column/.test(error.message))) {
    return new ApiError('FIELD_NOT_FOUND', 'A field of the request no longer exists', {
      cause: error,
      query,
    });
  }
  return undefined;
}
