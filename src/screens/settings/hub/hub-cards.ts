import type { TFunction } from 'i18next';
import type { IconName } from '../../../ui/Icon.js';
import { settingsPath } from '../settings-crumbs.js';
import { EXTERNAL_LINKS } from './external-links.js';

// The hub's cards in their three groups (spec 3 §2 "Hub"): what each shows and where it leads.
// Pure, so the layout and the links are checked without rendering.

/** The counts the hub loads (use-hub-counts.ts). */
export type HubCountKey =
  | 'settings'
  | 'collections'
  | 'roles'
  | 'webhooks'
  | 'interfaces'
  | 'activity';

export type HubTarget =
  | { kind: 'route'; to: string }
  | { kind: 'external'; href: string }
  /** Not built: shown disabled. */
  | { kind: 'soon' };

export interface HubCard {
  id: string;
  icon: IconName;
  title: string;
  description: string;
  target: HubTarget;
  count?: HubCountKey;
}

export interface HubGroup {
  id: 'project' | 'info' | 'soon';
  title: string;
  cards: HubCard[];
}

export function hubGroups(t: TFunction<'app'>, project: string): HubGroup[] {
  const route = (...segments: string[]): HubTarget => ({
    kind: 'route',
    to: settingsPath(project, ...segments),
  });
  const soon: HubTarget = { kind: 'soon' };
  return [
    {
      id: 'project',
      title: t('settings.group_project'),
      cards: [
        {
          id: 'global',
          icon: 'settings',
          title: t('settings.global_title'),
          description: t('settings.global_description'),
          target: route('global'),
          count: 'settings',
        },
        {
          id: 'collections',
          icon: 'box',
          title: t('settings.collections_title'),
          description: t('settings.collections_description'),
          target: route('collections'),
          count: 'collections',
        },
        {
          id: 'roles',
          icon: 'people',
          title: t('settings.roles_title'),
          description: t('settings.roles_description'),
          target: route('roles'),
          count: 'roles',
        },
        {
          id: 'webhooks',
          icon: 'send',
          title: t('settings.webhooks_title'),
          description: t('settings.webhooks_description'),
          target: route('webhooks'),
          count: 'webhooks',
        },
      ],
    },
    {
      id: 'info',
      title: t('settings.group_info'),
      cards: [
        {
          id: 'interfaces',
          icon: 'extension',
          title: t('settings.interfaces_title'),
          description: t('settings.interfaces_description'),
          target: route('interfaces'),
          count: 'interfaces',
        },
        {
          id: 'activity',
          icon: 'history',
          title: t('settings.activity_title'),
          description: t('settings.activity_description'),
          target: { kind: 'route', to: `/${encodeURIComponent(project)}/activity` },
          count: 'activity',
        },
        {
          id: 'about',
          icon: 'info',
          title: t('settings.about_title'),
          description: t('settings.about_description'),
          target: { kind: 'external', href: EXTERNAL_LINKS.about },
        },
        {
          id: 'bug',
          icon: 'error',
          title: t('settings.bug_title'),
          description: t('settings.bug_description'),
          target: { kind: 'external', href: EXTERNAL_LINKS.bug },
        },
        {
          id: 'feature',
          icon: 'lightbulb',
          title: t('settings.feature_title'),
          description: t('settings.feature_description'),
          target: { kind: 'external', href: EXTERNAL_LINKS.feature },
        },
      ],
    },
    {
      id: 'soon',
      title: t('settings.group_soon'),
      cards: [
        {
          id: 'latency',
          icon: 'timeline',
          title: t('settings.latency_title'),
          description: t('settings.latency_description'),
          target: soon,
        },
        {
          id: 'server',
          icon: 'storage',
          title: t('settings.server_title'),
          description: t('settings.server_description'),
          target: soon,
        },
        {
          id: 'version',
          icon: 'tag',
          title: t('settings.version_title'),
          description: t('settings.version_description'),
          target: soon,
        },
      ],
    },
  ];
}
