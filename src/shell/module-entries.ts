import type { ModuleLink } from '../api/types.js';
import type { IconName } from '../ui/Icon.js';
import { iconFor } from '../ui/Icon.js';

// What the module bar holds (spec 1 §2): collections, the user directory (unless users are not
// readable), the file library (unless files are not readable), help, the extension modules, admin
// settings for admins — or, when the role has a custom module list, that list instead. The user's
// profile and sign-out always follow: nobody may be locked out of signing out.

export const HELP_URL = 'https://v8.docs.directus.io/';

export type ModuleEntry =
  | { kind: 'route'; id: string; label: string; to: string; icon: IconName }
  | { kind: 'external'; id: string; label: string; href: string; icon: IconName };

export interface ModuleContext {
  project: string;
  isAdmin: boolean;
  canReadUsers: boolean;
  canReadFiles: boolean;
  /** Extension modules the admin can show (id and name). */
  extensionModules: readonly { id: string; name: string; icon?: string }[];
  /** The role's custom list, or null. */
  moduleListing: readonly ModuleLink[] | null;
  /** Translates the built-in labels. */
  label(key: 'collections' | 'users' | 'files' | 'help' | 'settings'): string;
}

export function moduleEntries(context: ModuleContext): ModuleEntry[] {
  if (context.moduleListing && context.moduleListing.length > 0) {
    return context.moduleListing
      .map((link, index) => customEntry(link, index))
      .filter((entry): entry is ModuleEntry => entry !== null);
  }
  const base = `/${context.project}`;
  const entries: ModuleEntry[] = [
    {
      kind: 'route',
      id: 'collections',
      label: context.label('collections'),
      to: `${base}/collections`,
      icon: 'box',
    },
  ];
  if (context.canReadUsers) {
    entries.push({
      kind: 'route',
      id: 'users',
      label: context.label('users'),
      to: `${base}/users`,
      icon: 'people',
    });
  }
  if (context.canReadFiles) {
    entries.push({
      kind: 'route',
      id: 'files',
      label: context.label('files'),
      to: `${base}/files`,
      icon: 'folder',
    });
  }
  entries.push({
    kind: 'external',
    id: 'help',
    label: context.label('help'),
    href: HELP_URL,
    icon: 'help',
  });
  for (const module of context.extensionModules) {
    entries.push({
      kind: 'route',
      id: `ext-${module.id}`,
      label: module.name,
      to: `${base}/ext/${encodeURIComponent(module.id)}`,
      icon: iconFor(module.icon, 'extension'),
    });
  }
  if (context.isAdmin) {
    entries.push({
      kind: 'route',
      id: 'settings',
      label: context.label('settings'),
      to: `${base}/settings`,
      icon: 'settings',
    });
  }
  return entries;
}

/**
 * A custom link is role data typed by an admin: in-app paths (starting with `/`) go through the
 * router, http(s) URLs open outside; anything else (`javascript:` …) is dropped.
 */
function customEntry(link: ModuleLink, index: number): ModuleEntry | null {
  const target = typeof link.link === 'string' ? link.link.trim() : '';
  const label = typeof link.name === 'string' && link.name.trim() ? link.name : target;
  const icon = iconFor(link.icon, 'link');
  const id = `custom-${index}`;
  if (/^https?:\/\//i.test(target)) return { kind: 'external', id, label, href: target, icon };
  if (target.startsWith('/') && !target.startsWith('//')) {
    return { kind: 'route', id, label, to: target, icon };
  }
  return null;
}
