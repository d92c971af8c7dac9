import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { ExtensionMeta } from '../../api/extensions.js';
import { serverInterfaceDefinition } from '../../extensions/server-interfaces.js';
import { useT } from '../../i18n/use-t.js';
import { $serverExtensions } from '../../state/extensions.js';
import { getInterface, type InterfaceDefinition, listInterfaces } from '../registry.js';

// The interfaces installed in this admin as definitions, for the interfaces that edit a field's
// interface, its types and its options (v8 read them from its extensions store) and for the field
// wizard: the bundled ones from the registry, then those the server hosts (src/extensions/), each
// id once, the bundled one winning as it is the one the admin runs.

export function installedDefinitions(
  server: readonly ExtensionMeta[],
  locale: string | null,
): InterfaceDefinition[] {
  const bundled = listInterfaces();
  const ids = new Set(bundled.map((definition) => definition.id));
  const hosted = server.flatMap((meta) => {
    if (typeof meta.id !== 'string' || meta.id === '' || ids.has(meta.id)) return [];
    ids.add(meta.id);
    return [serverInterfaceDefinition(meta, locale)];
  });
  return [...bundled, ...hosted];
}

/** Every installed interface: bundled, then server-hosted. */
export function useInstalledDefinitions(): InterfaceDefinition[] {
  const { locale } = useT();
  const server = useStore($serverExtensions).interfaces;
  return useMemo(() => installedDefinitions(server, locale), [server, locale]);
}

/** The installed interface an id names (a bundled alias too), or null when none is installed. */
export function useInstalledDefinition(id: unknown): InterfaceDefinition | null {
  const definitions = useInstalledDefinitions();
  if (typeof id !== 'string' || id === '') return null;
  return getInterface(id) ?? definitions.find((definition) => definition.id === id) ?? null;
}
