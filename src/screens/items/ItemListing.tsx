import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useT } from '../../i18n/use-t.js';
import { mayListCollection } from '../../permissions/collection-rights.js';
import { $grants } from '../../permissions/grants-store.js';
import { useRouter } from '../../router/Link.js';
import { withoutSearchParams } from '../../router/path.js';
import type { Route } from '../../router/router.js';
import { SYSTEM_PREFIX } from '../../shell/collection-navigation.js';
import { $collections } from '../../state/schema.js';
import { Loader } from '../../ui/Loader.js';
import { NotFound } from '../not-found/NotFound.js';
import { CollectionListing } from './CollectionListing.js';

/**
 * `/{project}/collections/{collection}` (spec 2 §2): a single collection opens its one item, a
 * system collection its own route, an unknown one or one the role cannot read the not-found
 * screen (nothing is requested for it); a `b` (bookmark) query
 * parameter is dropped by replacing the route. Everything else is the listing.
 */
export function ItemListing({ route }: { route: Route }) {
  const { t } = useT();
  const router = useRouter();
  const collections = useStore($collections);
  const grants = useStore($grants);
  const project = route.params.project ?? '';
  const name = route.params.collection ?? '';
  const known = collections[name];
  // A collection the role cannot list is, to this user, not there (spec 2 §2: not found).
  const collection = known && mayListCollection(grants, known) ? known : undefined;
  const isSystem = name.startsWith(SYSTEM_PREFIX);

  const target = collection?.single
    ? `/${project}/collections/${encodeURIComponent(name)}/1`
    : !collection && isSystem
      ? `/${project}/${encodeURIComponent(name.slice(SYSTEM_PREFIX.length))}`
      : route.search.b !== undefined
        ? withoutSearchParams(route.fullPath, ['b'])
        : null;

  useEffect(() => {
    if (target) router.redirect(target);
  }, [router, target]);

  if (target && (collection?.single || isSystem)) return <Loader label={t('listing.loading')} />;
  if (!collection) return <NotFound route={route} />;
  return <CollectionListing key={`${project}/${name}`} project={project} collection={collection} />;
}
