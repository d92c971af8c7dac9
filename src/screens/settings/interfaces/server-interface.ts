// A server-hosted interface (contract §7.17 meta.json) as the debugger works with it: its types,
// options, recommended length and relation from meta.json. The admin runs no server-hosted code,
// so its input is the plain fallback input the form uses for any interface it cannot load.
import type { ExtensionMeta } from '../../../api/extensions.js';
import { FallbackInput } from '../../../form/FallbackInput.js';
import type { InterfaceDefinition, InterfaceOption } from '../../../interfaces/registry.js';
import { extensionName, extensionTypes } from './installed-interfaces.js';

const RELATIONS: ReadonlySet<string> = new Set(['m2o', 'o2m', 'm2m', 'file']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

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

export function serverInterfaceDefinition(
  meta: ExtensionMeta,
  locale: string | null,
): InterfaceDefinition {
  const recommended = isRecord(meta.recommended) ? meta.recommended : {};
  const length = Number(recommended.length);
  const relation =
    typeof meta.relation === 'string' && RELATIONS.has(meta.relation)
      ? (meta.relation as InterfaceDefinition['relation'])
      : undefined;
  return {
    id: meta.id,
    name: extensionName(meta, locale),
    ...(typeof meta.icon === 'string' ? { icon: meta.icon } : {}),
    types: extensionTypes(meta),
    ...(relation ? { relation } : {}),
    options: extensionOptions(meta),
    ...(Number.isInteger(length) && length > 0 ? { recommended: { length } } : {}),
    hideLabel: meta.hideLabel === true,
    input: FallbackInput,
  };
}
