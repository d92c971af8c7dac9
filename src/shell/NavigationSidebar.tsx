import { useStore } from '@nanostores/react';
import { forwardRef } from 'react';
import { useT } from '../i18n/use-t.js';
import { appRouter } from '../router/app-router.js';
import { Link } from '../router/Link.js';
import { $isAdmin } from '../state/user.js';
import { Icon } from '../ui/Icon.js';
import { BookmarkList } from './BookmarkList.js';
import { CollectionNavigation } from './CollectionNavigation.js';
import { ProjectSwitcher } from './ProjectSwitcher.js';
import {
  isSettingsRouteName,
  SETTINGS_NAVIGATION,
  type SettingsSection,
  settingsEntryPath,
  settingsSectionOf,
} from './settings-navigation.js';

/**
 * The navigation sidebar: project switcher, then collections and bookmarks; in the settings area
 * (administrators only, the others get not-found there) the settings sections instead.
 */
export const NavigationSidebar = forwardRef<HTMLElement, { project: string; open: boolean }>(
  function NavigationSidebar({ project, open }, ref) {
    const { t } = useT();
    const route = useStore(appRouter.$route);
    const isAdmin = useStore($isAdmin);
    const settingsRoute = isAdmin && route && isSettingsRouteName(route.name) ? route.name : null;
    return (
      <nav
        ref={ref}
        id="cms-navigation"
        className="cms-shell__nav"
        part="navigation"
        aria-label={t('shell.navigation')}
        data-open={open || undefined}
      >
        <ProjectSwitcher />
        <div className="cms-shell__nav-scroll">
          {settingsRoute !== null ? (
            <SettingsNavigation project={project} current={settingsSectionOf(settingsRoute)} />
          ) : (
            <>
              <CollectionNavigation project={project} />
              <BookmarkList project={project} />
            </>
          )}
        </div>
      </nav>
    );
  },
);

function SettingsNavigation({
  project,
  current,
}: {
  project: string;
  current: SettingsSection | null;
}) {
  const { t } = useT();
  const labels: Record<SettingsSection, string> = {
    hub: t('settings.nav_overview'),
    global: t('settings.global_title'),
    collections: t('settings.collections_title'),
    roles: t('settings.roles_title'),
    webhooks: t('settings.webhooks_title'),
    interfaces: t('settings.interfaces_title'),
  };
  return (
    <section className="cms-nav__section" aria-labelledby="cms-nav-settings">
      <h2 className="cms-nav__heading" id="cms-nav-settings">
        {t('settings.title')}
      </h2>
      <ul className="cms-nav__list">
        {SETTINGS_NAVIGATION.map((entry) => (
          <li key={entry.section}>
            <Link
              className="cms-nav__link"
              to={settingsEntryPath(project, entry)}
              aria-current={current === entry.section ? 'page' : undefined}
            >
              <Icon name={entry.icon} size={18} />
              {labels[entry.section]}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
