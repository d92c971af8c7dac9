import type { IconName } from '../ui/Icon.js';

// What the navigation sidebar lists while an administrator is in the settings area (spec 3 §2):
// the settings sections instead of the collections. Paths only: the screens stay in their chunks.

export type SettingsSection =
  | 'hub'
  | 'global'
  | 'collections'
  | 'roles'
  | 'webhooks'
  | 'interfaces';

export interface SettingsNavigationEntry {
  section: SettingsSection;
  /** The path segment under `/{project}/settings`; none for the hub. */
  segment: string | null;
  icon: IconName;
}

export const SETTINGS_NAVIGATION: readonly SettingsNavigationEntry[] = [
  { section: 'hub', segment: null, icon: 'dashboard' },
  { section: 'global', segment: 'global', icon: 'settings' },
  { section: 'collections', segment: 'collections', icon: 'box' },
  { section: 'roles', segment: 'roles', icon: 'people' },
  { section: 'webhooks', segment: 'webhooks', icon: 'send' },
  { section: 'interfaces', segment: 'interfaces', icon: 'extension' },
];

/** The settings routes: `settings` and every `settings-…` (routes.ts). */
export function isSettingsRouteName(name: string): boolean {
  return name === 'settings' || name.startsWith('settings-');
}

/** The section a settings route belongs to (`settings-role` → roles); null outside settings. */
export function settingsSectionOf(name: string): SettingsSection | null {
  if (name === 'settings') return 'hub';
  if (!name.startsWith('settings-')) return null;
  const rest = name.slice('settings-'.length);
  const entry = SETTINGS_NAVIGATION.find(
    (candidate) =>
      candidate.segment !== null && rest.startsWith(candidate.segment.replace(/s$/, '')),
  );
  return entry?.section ?? null;
}

export function settingsEntryPath(project: string, entry: SettingsNavigationEntry): string {
  const base = `/${encodeURIComponent(project)}/settings`;
  return entry.segment ? `${base}/${entry.segment}` : base;
}
