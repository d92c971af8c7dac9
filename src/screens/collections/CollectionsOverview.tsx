import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t.js';
import { mayListCollection } from '../../permissions/collection-rights.js';
import { $grants } from '../../permissions/grants-store.js';
import { collectionPath } from '../../router/collection-path.js';
import { Link } from '../../router/Link.js';
import type { Route } from '../../router/router.js';
import { collectionTitle } from '../../shell/collection-title.js';
import { PageHeader } from '../../shell/PageHeader.js';
import { $collections } from '../../state/schema.js';
import { Icon, iconFor } from '../../ui/Icon.js';
import { LinkTableRow } from '../../ui/LinkTableRow.js';
import { Notice } from '../../ui/Notice.js';
import { visibleCollections } from './visible-collections.js';
import './register-collections-styles.js';

/** `/{project}/collections` (spec 2 §2): the collections the user may open, with their notes. */
export function CollectionsOverview({ route }: { route: Route }) {
  const { t, locale } = useT();
  const collections = useStore($collections);
  const grants = useStore($grants);
  const project = route.params.project ?? '';
  const list = useMemo(
    () =>
      visibleCollections(
        collections,
        (name) => collections[name] !== undefined && mayListCollection(grants, collections[name]),
        locale,
      ),
    [collections, grants, locale],
  );
  const linkTo = (name: string) => collectionPath(project, name);

  return (
    <>
      <PageHeader title={t('collections.title')} />
      <div className="cms-page">
        {list.length === 0 ? (
          <Notice title={t('collections.empty_title')}>{t('collections.empty_body')}</Notice>
        ) : (
          <table className="cms-link-table cms-collections-table">
            <thead>
              <tr>
                <th scope="col">{t('collections.name')}</th>
                <th scope="col">{t('collections.note')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((collection) => (
                <LinkTableRow
                  key={collection.collection}
                  to={linkTo(collection.collection)}
                  className="cms-collections-table__row"
                >
                  <td className="cms-collections-table__name">
                    <Link
                      to={linkTo(collection.collection)}
                      className="cms-link-table__link cms-collections-table__link"
                    >
                      <span className="cms-link-table__icon">
                        <Icon name={iconFor(collection.icon, 'box')} size={20} />
                      </span>
                      {collectionTitle(collection, locale)}
                    </Link>
                  </td>
                  <td className="cms-link-table__muted cms-collections-table__note">
                    {collection.note ?? ''}
                  </td>
                </LinkTableRow>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </>
  );
}
