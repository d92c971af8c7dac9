import { useStore } from '@nanostores/react';
import { type CSSProperties, useMemo, useState } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_OFFSET_PX } from '../constants.js';
import { useT } from '../i18n/use-t.js';
import { mayAtAll } from '../permissions/collection-rights.js';
import { $grants } from '../permissions/grants-store.js';
import { appRouter } from '../router/app-router.js';
import { Link } from '../router/Link.js';
import { $extensionModules } from '../state/extensions.js';
import { $projects } from '../state/projects.js';
import { $busy } from '../state/queue.js';
import { $currentUser, $isAdmin, displayName } from '../state/user.js';
import { Icon } from '../ui/Icon.js';
import { type ModuleEntry, moduleEntries } from './module-entries.js';
import { SignOutDialog } from './SignOutDialog.js';

/** Spec 1 §9: shell tooltips show after 500 ms, 2 px from their control. */
const TOOLTIP_TIMING = {
  '--cms-tooltip-delay': `${TOOLTIP_DELAY_MS}ms`,
  '--cms-tooltip-offset': `${TOOLTIP_OFFSET_PX}px`,
} as CSSProperties;

/**
 * The module bar (spec 1 §2): logo, modules, the user's profile and sign-out. Each icon's label is
 * its accessible name and, after the delay, its tooltip.
 */
export function ModuleBar({ project }: { project: string }) {
  const { t } = useT();
  const user = useStore($currentUser);
  const isAdmin = useStore($isAdmin);
  const grants = useStore($grants);
  const extensionModules = useStore($extensionModules);
  const route = useStore(appRouter.$route);
  const [signingOut, setSigningOut] = useState(false);

  const canReadUsers = mayAtAll(grants, 'directus_users', 'read');
  const entries = useMemo(
    () =>
      moduleEntries({
        project,
        isAdmin,
        canReadUsers,
        canReadFiles: mayAtAll(grants, 'directus_files', 'read'),
        extensionModules,
        moduleListing: user?.role?.module_listing ?? null,
        label: (key) => t(`shell.modules.${key}`),
      }),
    [project, isAdmin, canReadUsers, grants, extensionModules, user, t],
  );

  const path = route?.path ?? '';
  const isActive = (entry: ModuleEntry) =>
    entry.kind === 'route' && (path === entry.to || path.startsWith(`${entry.to}/`));
  // The own page is a user page: a role that reads no users is shown who it is, not a link to it.
  const profilePath = user && canReadUsers ? `/${project}/users/${user.id}` : null;
  const userName = user ? displayName(user, user.id) : '';

  return (
    <nav
      className="cms-module-bar"
      part="module-bar"
      aria-label={t('shell.modules.label')}
      style={TOOLTIP_TIMING}
    >
      <ProjectLogo project={project} />
      <ul className="cms-module-bar__list">
        {entries.map((entry) => (
          <li key={entry.id}>
            {entry.kind === 'route' ? (
              <Link
                to={entry.to}
                className="cms-module-bar__item"
                aria-current={isActive(entry) ? 'page' : undefined}
              >
                <Icon name={entry.icon} />
                <span className="cms-module-bar__label">{entry.label}</span>
              </Link>
            ) : (
              <a
                href={entry.href}
                className="cms-module-bar__item"
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon name={entry.icon} />
                <span className="cms-module-bar__label">
                  {entry.label}
                  <span className="cms-visually-hidden"> {t('shell.opens_in_new_tab')}</span>
                </span>
              </a>
            )}
          </li>
        ))}
      </ul>
      <ul className="cms-module-bar__list cms-module-bar__list--end">
        {profilePath ? (
          <li>
            <Link
              to={profilePath}
              className="cms-module-bar__item"
              aria-current={path === profilePath ? 'page' : undefined}
            >
              <Avatar />
              <span className="cms-module-bar__label">
                {t('shell.profile', { name: userName })}
              </span>
            </Link>
          </li>
        ) : user ? (
          <li>
            <span className="cms-module-bar__item">
              <Avatar />
              <span className="cms-module-bar__label">{userName}</span>
            </span>
          </li>
        ) : null}
        <li>
          <button
            type="button"
            className="cms-module-bar__item"
            onClick={() => setSigningOut(true)}
          >
            <Icon name="logout" />
            <span className="cms-module-bar__label">{t('shell.sign_out')}</span>
          </button>
        </li>
      </ul>
      <SignOutDialog project={project} open={signingOut} onClose={() => setSigningOut(false)} />
    </nav>
  );
}

/** The project's logo (or a plain mark); it pulses while requests are in flight (spec 1 §2). */
function ProjectLogo({ project }: { project: string }) {
  const busy = useStore($busy);
  const projects = useStore($projects) || [];
  const info = projects.find((entry) => entry.key === project)?.data;
  const logo = info?.project_logo?.full_url;
  const safeLogo = logo && /^https?:\/\//i.test(logo) ? logo : null;
  return (
    <div
      className="cms-module-bar__logo"
      data-busy={busy || undefined}
      style={{ background: info?.project_color || undefined }}
    >
      {safeLogo ? (
        <img src={safeLogo} alt={info?.project_name ?? project} />
      ) : (
        <span aria-hidden="true">{(info?.project_name || project).charAt(0).toUpperCase()}</span>
      )}
    </div>
  );
}

/** The user's avatar, or their initials. */
function Avatar() {
  const user = useStore($currentUser);
  if (!user) return null;
  const url = user.avatar?.data?.full_url;
  if (url && /^https?:\/\//i.test(url)) {
    return <img className="cms-avatar" src={url} alt="" width={32} height={32} />;
  }
  const initials =
    [user.first_name, user.last_name]
      .map((part) => part?.trim().charAt(0) ?? '')
      .join('')
      .toUpperCase() || user.email.charAt(0).toUpperCase();
  return (
    <span className="cms-avatar cms-avatar--initials" aria-hidden="true">
      {initials}
    </span>
  );
}
