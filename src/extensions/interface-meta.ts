import type { ExtensionMeta } from '../api/extensions.js';
import type { InterfaceDefinition, InterfaceOption } from '../interfaces/registry.js';

// What a server-hosted interface's meta.json says about it (contract §7.17), read once for every
// screen: the form and the listings that run it, the interfaces list, the debugger and the
// interfaces that edit a field's interface, its types and options. Anything malformed is ignored.

const RELATIONS: ReadonlySet<string> = new Set(['m2o', 'o2m', 'm2m', 'file']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A server extension's name in the language shown: `$t:key` is looked up in its own translation
 * table (that language, then en-US), plain names as they are, a missing name as the id.
 */
export function extensionName(meta: ExtensionMeta, locale: string | null): string {
  const name = typeof meta.name === 'string' ? meta.name.trim() : '';
  if (!name) return meta.id;
  if (!name.startsWith('$t:')) return name;
  const key = name.slice(3);
  const table = meta.translation ?? {};
  const text = (locale ? table[locale]?.[key] : undefined) ?? table['en-US']?.[key];
  return typeof text === 'string' && text !== '' ? text : key;
}

/** The field types a server extension's meta.json names (anything else is ignored). */
export function extensionTypes(meta: ExtensionMeta): string[] {
  return Array.isArray(meta.types)
    ? meta.types.filter((type): type is string => typeof type === 'string' && type !== '')
    : [];
}

/** meta.json `options` (an object of definitions keyed by option name) as the registry's list. */
export function extensionOptions(meta: ExtensionMeta): InterfaceOption[] {
  if (!isRecord(meta.options)) return [];
  return Object.entries(meta.options).flatMap(([name, definition]): InterfaceOption[] => {
    if (!isRecord(definition)) return [];
    return [
      {
        name,
        interface: typeof definition.interface === 'string' ? definition.interface : 'text-input',
        ...(typeof definition.comment === 'string' ? { comment: definition.comment } : {}),
        ...(definition.default !== undefined ? { default: definition.default } : {}),
        ...(isRecord(definition.options) ? { options: definition.options } : {}),
        ...(definition.advanced === true ? { advanced: true } : {}),
      },
    ];
  });
}

/** Everything a definition holds but its input and display, from meta.json. */
export function extensionDescription(
  meta: ExtensionMeta,
  locale: string | null,
): Omit<InterfaceDefinition, 'input' | 'display'> {
  const recommended = isRecord(meta.recommended) ? meta.recommended : {};
  const length = Number(recommended.length);
  const relation =
    typeof meta.relation === 'string' && RELATIONS.has(meta.relation)
      ? (meta.relation as InterfaceDefinition['relation'])
      : undefined;
  return {
    id: meta.id,
    name: extensionName(meta, locale),
    ...(typeof meta.icon === 'string' && meta.icon !== '' ? { icon: meta.icon } : {}),
    types: extensionTypes(meta),
    ...(relation ? { relation } : {}),
    options: extensionOptions(meta),
    ...(Number.isInteger(length) && length > 0 ? { recommended: { length } } : {}),
    hideLabel: meta.hideLabel === true,
  };
}
