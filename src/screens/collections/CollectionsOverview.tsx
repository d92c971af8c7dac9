import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t.js';
import { Link, useRouter } from '../../router/Link.js';
import type { Route } from '../../router/router.js';
import { collectionTitle } from '../../shell/collection-title.js';
import { PageHeader } from '../../shell/PageHeader.js';
import { $permissions, permissionLevel } from '../../state/permissions.js';
import { $collections } from '../../state/schema.js';
import { $isAdmin } from '../../state/user.js';
import { Notice } from '../../ui/Notice.js';
import { visibleCollections } from './visible-collections.js';
import './register-collections-styles.js';

/** `/{project}/collections` (spec 2 §2): the collections the user may open, with their notes. */
export function CollectionsOverview({ route }: { route: Route }) {
  const { t, locale } = useT();
  const router = useRouter();
  const collections = useStore($collections);
  const permissions = useStore($permissions);
  const isAdmin = useStore($isAdmin);
  const project = route.params.project ?? '';
  const list = useMemo(
    () =>
      visibleCollections(
        collections,
        (name) => permissionLevel(permissions, isAdmin, name, 'read') !== 'none',
        locale,
      ),
    [collections, permissions, isAdmin, locale],
  );
  const linkTo = (name: string) => `/${project}/collections/${encodeURIComponent(name)}`;

  return (
    <>
      <PageHeader title={t('collections.title')} />
      <div className="cms-page">
        {list.length === 0 ? (
          <Notice title={t('collections.empty_title')}>{t('collections.empty_body')}</Notice>
        ) : (
          <table className="cms-collections-table">
            <thead>
              <tr>
                <th scope="col">{t('collections.name')}</th>
                <th scope="col">{t('collections.note')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((collection) => (
                <tr
                  key={collection.collection}
                  className="cms-collections-table__row"
                  // The whole row opens the collection; the name is the keyboard's link.
                  onClick={(event) => {
                    if (!(event.target as HTMLElement).closest('a')) {
                      router.open(linkTo(collection.collection));
                    }
                  }}
                >
                  <td>
                    <Link to={linkTo(collection.collection)}>
                      {collectionTitle(collection, locale)}
                    </Link>
                  </td>
                  <td className="cms-collections-table__note">{collection.note ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </>
  );
}
