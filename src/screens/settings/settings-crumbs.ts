import type { TFunction } from 'i18next';
import type { Crumb } from '../../shell/PageHeader.js';

/** The settings hub's path in a project. */
export function settingsPath(project: string, ...segments: string[]): string {
  return [`/${encodeURIComponent(project)}/settings`, ...segments.map(encodeURIComponent)].join(
    '/',
  );
}

/** Breadcrumbs that start at the settings hub: settings › …crumbs (the current page last). */
export function settingsCrumbs(t: TFunction<'app'>, project: string, ...crumbs: Crumb[]): Crumb[] {
  return [{ label: t('settings.title'), to: settingsPath(project) }, ...crumbs];
}
