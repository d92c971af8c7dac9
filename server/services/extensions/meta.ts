// Reading one extension's meta.json (contract §7.17). The keys v8 extensions use are checked for
// their type; anything else passes through untouched for the admin. A file that does not hold what
// the admin needs (a name, an interface's types) makes the extension unusable: the caller skips it.
import type { ExtensionKind } from './kinds.js';

export type ExtensionMeta = Record<string, unknown> & { name: string };

export type MetaResult = { ok: true; meta: ExtensionMeta } | { ok: false; problem: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string' && entry !== '');
}

/** `{locale: {key: text}}`. */
function isTranslation(value: unknown): boolean {
  return (
    isRecord(value) &&
    Object.values(value).every(
      (strings) => isRecord(strings) && Object.values(strings).every((s) => typeof s === 'string'),
    )
  );
}

/** Each optional key with the type it must have when present. */
const OPTIONAL_KEYS: Record<string, [check: (value: unknown) => boolean, expected: string]> = {
  version: [(value) => typeof value === 'string', 'a string'],
  icon: [(value) => typeof value === 'string', 'a string'],
  options: [isRecord, 'an object of option definitions'],
  recommended: [isRecord, 'an object'],
  translation: [isTranslation, 'an object of {locale: {key: text}}'],
  hideLabel: [(value) => typeof value === 'boolean', 'a boolean'],
  fieldset: [(value) => typeof value === 'boolean', 'a boolean'],
  relation: [(value) => typeof value === 'string' || isRecord(value), 'a string or an object'],
};

export function parseExtensionMeta(kind: ExtensionKind, text: string): MetaResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `meta.json is not valid JSON (${(error as Error).message})` };
  }
  if (!isRecord(value)) return { ok: false, problem: 'meta.json must hold a JSON object' };
  if (typeof value.name !== 'string' || value.name.trim() === '') {
    return { ok: false, problem: '"name" must be a non-empty string' };
  }
  if (kind === 'interfaces' && (!isStringList(value.types) || value.types.length === 0)) {
    return { ok: false, problem: '"types" must list the field types the interface accepts' };
  }
  for (const [key, [check, expected]] of Object.entries(OPTIONAL_KEYS)) {
    if (value[key] !== undefined && !check(value[key])) {
      return { ok: false, problem: `"${key}" must be ${expected}` };
    }
  }
  return { ok: true, meta: value as ExtensionMeta };
}
