// The interfaces the admin has installed (spec 3 §2 "Interfaces list"): the ones bundled with the
// admin (the registry) and the ones the server hosts as extensions (contract §7.17). A server
// extension whose id is also bundled is listed once, as the bundled one the admin really runs.
import type { ExtensionMeta } from '../../../api/extensions.js';
import { APP_VERSION } from '../../../constants.js';
import { extensionName, extensionTypes } from '../../../extensions/interface-meta.js';
import type { InterfaceDefinition } from '../../../interfaces/registry.js';
import { matchesInterface } from '../field-wizard/interface-choice.js';

export type InterfaceSource = 'bundled' | 'server';

export interface InstalledInterface {
  id: string;
  name: string;
  icon: string | undefined;
  /** The admin's version for a bundled one; what meta.json says (or null) for a server one. */
  version: string | null;
  types: readonly string[];
  source: InterfaceSource;
}

/** A bundled interface's row; `name` is its name in the active language (interface-texts.ts). */
export function bundledRow(
  definition: InterfaceDefinition,
  name = definition.name,
): InstalledInterface {
  return {
    id: definition.id,
    name,
    icon: definition.icon,
    version: APP_VERSION,
    types: definition.types,
    source: 'bundled',
  };
}

export function serverRow(meta: ExtensionMeta, locale: string | null): InstalledInterface {
  return {
    id: meta.id,
    name: extensionName(meta, locale),
    icon: typeof meta.icon === 'string' && meta.icon !== '' ? meta.icon : undefined,
    version: typeof meta.version === 'string' && meta.version !== '' ? meta.version : null,
    types: extensionTypes(meta),
    source: 'server',
  };
}

/** Every installed interface by name (then id), each id once, the bundled one winning. */
export function installedInterfaces(
  bundled: readonly InterfaceDefinition[],
  server: readonly ExtensionMeta[],
  locale: string | null,
  nameOf: (definition: InterfaceDefinition) => string = (definition) => definition.name,
): InstalledInterface[] {
  const rows = bundled.map((definition) => bundledRow(definition, nameOf(definition)));
  const ids = new Set(rows.map((row) => row.id));
  for (const meta of server) {
    if (typeof meta.id !== 'string' || meta.id === '' || ids.has(meta.id)) continue;
    ids.add(meta.id);
    rows.push(serverRow(meta, locale));
  }
  return rows.sort(
    (a, b) =>
      a.name.localeCompare(b.name, locale ?? undefined, { sensitivity: 'base' }) ||
      a.id.localeCompare(b.id),
  );
}

/** Whether a filter matches an interface's name, id or one of its types. */
export function matchesFilter(row: InstalledInterface, filter: string): boolean {
  const wanted = filter.trim().toLowerCase();
  if (wanted === '') return true;
  return matchesInterface(row, wanted) || row.types.some((type) => type.includes(wanted));
}
