import { forwardRef } from 'react';
import { useT } from '../i18n/use-t.js';
import { BookmarkList } from './BookmarkList.js';
import { CollectionNavigation } from './CollectionNavigation.js';
import { ProjectSwitcher } from './ProjectSwitcher.js';

/** The navigation sidebar: project switcher, collections, bookmarks. */
export const NavigationSidebar = forwardRef<HTMLElement, { project: string; open: boolean }>(
  function NavigationSidebar({ project, open }, ref) {
    const { t } = useT();
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
          <CollectionNavigation project={project} />
          <BookmarkList project={project} />
        </div>
      </nav>
    );
  },
);
