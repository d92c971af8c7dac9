// Secrets can travel in query strings (super_admin_token, access_token); logs get them masked.

const SECRET_PARAMS = /([?&](?:super_admin_token|access_token|token|password)=)[^&#]*/gi;

export function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(SECRET_PARAMS, '$1[redacted]');
}

interface LoggableError {
  name?: string;
  message?: string;
  code?: unknown;
  sql?: unknown;
  stack?: string;
}

/**
 * An error as it may be logged: knex prefixes its messages with the SQL (which can hold values
 * such as password hashes); the SQL part is cut off, the driver's own message kept.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const e = (error ?? {}) as LoggableError;
  let message = String(e.message ?? error);
  if (typeof e.sql === 'string') {
    const cut = message.lastIndexOf(' - ');
    message = cut >= 0 ? message.slice(cut + 3) : 'Database query failed';
  }
  const frames = e.stack?.split('\n').slice(1).join('\n');
  return { type: e.name ?? typeof error, code: e.code, message, stack: frames };
}
