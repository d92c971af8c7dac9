import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { ExtensionMeta } from '../../api/extensions.js';
import { useT } from '../../i18n/use-t.js';
import { $serverExtensions } from '../../state/extensions.js';
import { getInterface, type InterfaceDefinition, listInterfaces } from '../registry.js';

// The interfaces installed in this admin as definitions, for the interfaces that edit a field's
// interface, its types and its options (v8 read them from its extensions store): the bundled ones
// from the registry, then those the server hosts (their meta.json: types, relation, options, read
// by the interface debugger's own reader), each id once, the bundled one winning as it is the one
// the admin runs. That reader comes with the settings screens' code, so it loads only when the
// server hosts an interface (a stock server hosts none), not with every form.

type ServerDefinition = (meta: ExtensionMeta, locale: string | null) => InterfaceDefinition;

let reader: ServerDefinition | null = null;
let loading: Promise<ServerDefinition> | null = null;

function loadReader(): Promise<ServerDefinition> {
  loading ??= import('../../screens/settings/interfaces/server-interface.js').then((module) => {
    reader = module.serverInterfaceDefinition;
    return reader;
  });
  return loading;
}

export function installedDefinitions(
  server: readonly ExtensionMeta[],
  locale: string | null,
  read: ServerDefinition | null,
): InterfaceDefinition[] {
  const bundled = listInterfaces();
  if (!read) return bundled;
  const ids = new Set(bundled.map((definition) => definition.id));
  const hosted = server.flatMap((meta) => {
    if (typeof meta.id !== 'string' || meta.id === '' || ids.has(meta.id)) return [];
    ids.add(meta.id);
    return [read(meta, locale)];
  });
  return [...bundled, ...hosted];
}

/** Every installed interface (bundled, then server-hosted once their reader has loaded). */
export function useInstalledDefinitions(): InterfaceDefinition[] {
  return useInstalled().definitions;
}

function useInstalled(): { definitions: InterfaceDefinition[]; server: readonly ExtensionMeta[] } {
  const { locale } = useT();
  const server = useStore($serverExtensions).interfaces;
  const [read, setRead] = useState<ServerDefinition | null>(() => reader);
  useEffect(() => {
    if (server.length === 0 || read) return;
    let current = true;
    loadReader().then((loaded) => {
      if (current) setRead(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [server, read]);
  const definitions = useMemo(
    () => installedDefinitions(server, locale, read),
    [server, locale, read],
  );
  return { definitions, server };
}

/**
 * The installed interface an id names (a bundled alias too), null when none is installed, or
 * undefined while the server hosts it and its reader is still loading (not "missing" yet).
 */
export function useInstalledDefinition(id: unknown): InterfaceDefinition | null | undefined {
  const { definitions, server } = useInstalled();
  if (typeof id !== 'string' || id === '') return null;
  const found = getInterface(id) ?? definitions.find((definition) => definition.id === id);
  if (found) return found;
  return server.some((meta) => meta.id === id) ? undefined : null;
}
