import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { useT } from '../i18n/use-t.js';
import { mayListCollection } from '../permissions/collection-rights.js';
import { $grants } from '../permissions/grants-store.js';
import { appRouter } from '../router/app-router.js';
import { collectionPath } from '../router/collection-path.js';
import { Link } from '../router/Link.js';
import { $collections } from '../state/schema.js';
import { $currentUser } from '../state/user.js';
import { navigationGroups } from './collection-navigation.js';
import { collectionTitle } from './collection-title.js';

/** The collections the user may open (spec 1 §2), plain or grouped by the role's listing. */
export function CollectionNavigation({ project }: { project: string }) {
  const { t, locale } = useT();
  const collections = useStore($collections);
  const grants = useStore($grants);
  const user = useStore($currentUser);
  const route = useStore(appRouter.$route);
  const groups = useMemo(
    () =>
      navigationGroups(
        collections,
        (name) => collections[name] !== undefined && mayListCollection(grants, collections[name]),
        user?.role?.collection_listing ?? null,
        locale,
      ),
    [collections, grants, user, locale],
  );
  const active = route?.params.collection;

  if (groups.length === 0) {
    return <p className="cms-nav__empty">{t('shell.no_collections')}</p>;
  }
  return (
    <>
      {groups.map((group) => (
        <section
          key={group.name ?? ''}
          className="cms-nav__section"
          aria-label={group.name ?? t('shell.collections')}
        >
          <h2 className="cms-nav__heading">{group.name ?? t('shell.collections')}</h2>
          <ul className="cms-nav__list">
            {group.collections.map((collection) => (
              <li key={collection.collection}>
                <Link
                  className="cms-nav__link"
                  to={collectionPath(project, collection.collection)}
                  aria-current={active === collection.collection ? 'page' : undefined}
                >
                  {collectionTitle(collection, locale)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
