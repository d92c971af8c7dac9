import type { FieldInfo } from '../api/types.js';
import { runtimeText } from '../i18n/runtime-text.js';
import { isSystemCollection } from '../schema/system-collection.js';

// The system collections' fields (the profile, global settings, files, roles, webhooks) carry
// English labels, notes and choices from the server. The admin shows them in the interface
// language from `system_fields.{collection}.{field}` (label, note, title, description,
// placeholder, choices.{english label as a key}); anything without a string there is shown as the
// server sent it.

const OPTION_TEXTS = ['title', 'description', 'placeholder'] as const;

/** `Weak: at least 8 characters` → `weak_at_least_8_characters`: a choice's key by its label. */
export function textKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

function systemText(
  field: FieldInfo,
  path: string,
  locale: string | null | undefined,
): string | null {
  if (!isSystemCollection(field.collection)) return null;
  return runtimeText(`system_fields.${field.collection}.${field.field}.${path}`, locale);
}

/** A system field's label in the interface language; null for other fields. */
export function systemFieldLabel(
  field: FieldInfo,
  locale: string | null | undefined,
): string | null {
  return systemText(field, 'label', locale);
}

/** `field` with its note, choice labels and option texts in the interface language. */
export function localizedSystemField(
  field: FieldInfo,
  locale: string | null | undefined,
): FieldInfo {
  if (!isSystemCollection(field.collection)) return field;
  const note =
    typeof field.note === 'string' && field.note !== '' ? systemText(field, 'note', locale) : null;
  // A choice's or status's label ("Active", "Weak: at least 8 characters"), keyed by its English.
  const shownLabel = (label: string) =>
    systemText(field, `choices.${textKey(label)}`, locale) ?? label;
  const options = field.options ? { ...field.options } : null;
  if (options) {
    for (const name of OPTION_TEXTS) {
      if (typeof options[name] !== 'string') continue;
      options[name] = systemText(field, name, locale) ?? options[name];
    }
    const choices = options.choices;
    if (choices && typeof choices === 'object' && !Array.isArray(choices)) {
      options.choices = Object.fromEntries(
        Object.entries(choices as Record<string, unknown>).map(([value, label]) => [
          value,
          typeof label === 'string' ? shownLabel(label) : label,
        ]),
      );
    }
    // A status field's names ("Active", "Invited") read like its choices.
    const mapping = options.status_mapping;
    if (mapping && typeof mapping === 'object' && !Array.isArray(mapping)) {
      options.status_mapping = Object.fromEntries(
        Object.entries(mapping as Record<string, unknown>).map(([value, status]) => {
          const name = (status as { name?: unknown } | null)?.name;
          if (typeof name !== 'string') return [value, status];
          return [value, { ...(status as object), name: shownLabel(name) }];
        }),
      );
    }
  }
  return { ...field, ...(note === null ? {} : { note }), options };
}
