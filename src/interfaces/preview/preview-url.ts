import { renderTemplate } from '../render-template.js';

// preview's `url_template` (v8: "https://example.com/collection/{{ id }}") filled from the item:
// each value is URL-encoded where it is put, and only an http(s) address is ever offered, so a
// value or a template cannot make the link run script (`javascript:`) or open a data: page.

/** The placeholders renderTemplate fills: `{{ id }}`, `{{ author.name }}`. */
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

export type PreviewUrl =
  | { kind: 'ready'; url: string }
  /** A value the template names is empty (an item not saved yet has no id). */
  | { kind: 'missing'; fields: string[] }
  /** No template, or it does not make an http(s) address. */
  | { kind: 'invalid' };

function valueAt(item: unknown, path: string): unknown {
  let current = item;
  for (const part of path.split('.')) {
    current =
      current !== null && typeof current === 'object'
        ? (current as Record<string, unknown>)[part]
        : undefined;
  }
  return current;
}

/** A copy of the item whose scalars are URL-encoded (objects down to a few levels). */
function encoded(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return value;
  if (typeof value !== 'object') return encodeURIComponent(String(value));
  if (depth > 3) return undefined;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, one]) => [
      key,
      encoded(one, depth + 1),
    ]),
  );
}

export function previewUrl(template: unknown, item: Record<string, unknown>): PreviewUrl {
  if (typeof template !== 'string' || template.trim() === '') return { kind: 'invalid' };
  const missing = [...template.matchAll(PLACEHOLDER)]
    .map((match) => match[1] as string)
    .filter((path) => {
      const value = valueAt(item, path);
      return value === null || value === undefined || value === '';
    });
  if (missing.length > 0) return { kind: 'missing', fields: [...new Set(missing)] };
  const text = renderTemplate(template.trim(), encoded(item));
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { kind: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'invalid' };
  return { kind: 'ready', url: url.href };
}
