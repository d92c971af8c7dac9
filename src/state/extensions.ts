import { atom, computed } from 'nanostores';
import { type ExtensionKind, type ExtensionMeta, getExtensions } from '../api/extensions.js';
import { onReset } from './reset.js';

// Interfaces, layouts and modules: the ones bundled with the admin (registered at load time by their
// modules) and the ones the server hosts (loaded at hydration, contract §7.17). The root view warns
// when a kind the admin cannot work without has none at all (spec 1 §2 "extensions missing").

/** What a bundled extension registers; the full definition lives with its module. */
export interface BundledExtension {
  id: string;
  name: string;
  icon?: string;
}

type ExtensionLists = Record<ExtensionKind, readonly ExtensionMeta[]>;

const EMPTY: ExtensionLists = { interfaces: [], layouts: [], modules: [] };

/** Bundled extensions, per kind. Survives resets: they are part of the code, not the session. */
export const $bundledExtensions = atom<Record<ExtensionKind, readonly BundledExtension[]>>({
  interfaces: [],
  layouts: [],
  modules: [],
});

/** The server-hosted extensions of the current project. */
export const $serverExtensions = atom<ExtensionLists>(EMPTY);

export function registerBundledExtension(kind: ExtensionKind, extension: BundledExtension): void {
  const current = $bundledExtensions.get();
  if (current[kind].some((entry) => entry.id === extension.id)) return;
  $bundledExtensions.set({ ...current, [kind]: [...current[kind], extension] });
}

/**
 * Loads the three listings. A listing that fails (a server without extension support answers 404)
 * counts as empty: the bundled extensions still work, so hydration must not fail on it.
 */
export async function loadServerExtensions(project: string): Promise<ExtensionLists> {
  const kinds: ExtensionKind[] = ['interfaces', 'layouts', 'modules'];
  const lists = await Promise.all(
    kinds.map((kind) =>
      getExtensions(project, kind).catch((error: unknown) => {
        console.warn(`Could not list the server's ${kind}; using the bundled ones only.`, error);
        return [] as ExtensionMeta[];
      }),
    ),
  );
  return { interfaces: lists[0] ?? [], layouts: lists[1] ?? [], modules: lists[2] ?? [] };
}

export function setServerExtensions(lists: ExtensionLists): void {
  $serverExtensions.set(lists);
}

/** A module the admin can open at `/{project}/ext/{id}`: bundled, or hosted by the server. */
export interface ExtensionModule {
  id: string;
  name: string;
  icon?: string;
}

/** Every module of the current project, bundled first; a server module without a name shows its id. */
export const $extensionModules = computed(
  [$bundledExtensions, $serverExtensions],
  (bundled, server): readonly ExtensionModule[] => [
    ...bundled.modules,
    ...server.modules.map((module) => ({
      id: module.id,
      name: typeof module.name === 'string' && module.name ? module.name : module.id,
      icon: typeof module.icon === 'string' ? module.icon : undefined,
    })),
  ],
);

/** Interfaces or layouts missing altogether: no item can be listed or edited. */
export const $extensionsMissing = computed(
  [$bundledExtensions, $serverExtensions],
  (bundled, server) =>
    bundled.interfaces.length + server.interfaces.length === 0 ||
    bundled.layouts.length + server.layouts.length === 0,
);

onReset(() => $serverExtensions.set(EMPTY));
