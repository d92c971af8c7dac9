import { useStore } from '@nanostores/react';
import { type ReactNode, useContext } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../i18n/use-t.js';
import { Link } from '../router/Link.js';
import { $sidebars, toggleSidebar } from '../state/sidebars.js';
import { Icon } from '../ui/Icon.js';
import { InfoSidebarContext } from './info-sidebar-context.js';
import { claimDrawerFocus } from './use-drawer-focus.js';
import { usePageTitle } from './use-page-title.js';

export interface Crumb {
  label: string;
  /** A router path; the last crumb (the current page) has none. */
  to?: string;
}

interface PageHeaderProps {
  title: ReactNode;
  breadcrumb?: readonly Crumb[];
  /** Buttons at the end of the header (save, delete, new …). */
  actions?: ReactNode;
  /** The page's info sidebar content; the header then offers the info toggle. */
  info?: ReactNode;
  /** The browser tab's title parts, most specific first (default: the title, when it is text). */
  documentTitle?: readonly string[];
}

/**
 * The header every signed-in screen starts with (spec 2 §2): the navigation toggle on narrow
 * screens, the breadcrumb, the title, the screen's actions and the info sidebar toggle.
 */
export function PageHeader({
  title,
  breadcrumb = [],
  actions,
  info,
  documentTitle,
}: PageHeaderProps) {
  const { t } = useT();
  usePageTitle(...(documentTitle ?? (typeof title === 'string' ? [title] : [])));
  const sidebars = useStore($sidebars);
  const infoNode = useContext(InfoSidebarContext);
  return (
    <header className="cms-page-header" part="header">
      <button
        type="button"
        className="cms-icon-button cms-page-header__nav-toggle"
        aria-label={t('shell.toggle_navigation')}
        aria-expanded={sidebars.nav}
        aria-controls="cms-navigation"
        ref={claimDrawerFocus}
        onClick={() => toggleSidebar('nav')}
      >
        <Icon name="menu" />
      </button>
      <div className="cms-page-header__titles">
        {breadcrumb.length > 0 ? (
          <nav aria-label={t('shell.breadcrumb')}>
            <ol className="cms-breadcrumb">
              {breadcrumb.map((crumb, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: crumbs are positional
                <li key={index}>
                  {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label}
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <h1 className="cms-page-header__title">{title}</h1>
      </div>
      {actions ? <div className="cms-page-header__actions">{actions}</div> : null}
      {info !== undefined ? (
        <>
          <button
            type="button"
            className="cms-icon-button"
            aria-label={t('shell.toggle_info')}
            aria-expanded={sidebars.info}
            aria-controls="cms-info-sidebar"
            onClick={() => toggleSidebar('info')}
          >
            <Icon name="info" />
          </button>
          {infoNode ? createPortal(info, infoNode) : null}
        </>
      ) : null}
    </header>
  );
}
