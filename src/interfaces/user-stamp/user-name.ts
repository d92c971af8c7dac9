import { plainText } from '../../layouts/DisplayValue.js';

/**
 * A user reference as text: "First Last" (or the email) when the row came expanded, else the
 * user's id. The server fills these fields; the value is an id, or a user row with `fields=*.*`.
 */
export function userName(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value !== 'object') return `#${String(value)}`;
  const user = value as Record<string, unknown>;
  const name = [user.first_name, user.last_name]
    .filter((part) => typeof part === 'string' && part !== '')
    .join(' ');
  if (name) return name;
  if (typeof user.email === 'string' && user.email !== '') return user.email;
  return user.id !== undefined && user.id !== null ? `#${String(user.id)}` : plainText(value);
}
