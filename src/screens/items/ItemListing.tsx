import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useT } from '../../i18n/use-t.js';
import { mayListCollection } from '../../permissions/collection-rights.js';
import { $grants } from '../../permissions/grants-store.js';
import { collectionPath, itemPath } from '../../router/collection-path.js';
import { useRouter } from '../../router/Link.js';
import { withoutSearchParams } from '../../router/path.js';
import type { Route } from '../../router/router.js';
import { systemSegment } from '../../router/system-segment.js';
import { isSystemCollection, systemCollectionName } from '../../schema/system-collection.js';
import { $collections } from '../../state/schema.js';
import { Loader } from '../../ui/Loader.js';
import { NotFound } from '../not-found/NotFound.js';
import { CollectionListing } from './CollectionListing.js';
import type { ListingSlots } from './listing-slots.js';

/**
 * `/{project}/collections/{collection}` (spec 2 §2): a single collection opens its one item, a
 * system collection its own route, an unknown one or one the role cannot read the not-found
 * screen (nothing is requested for it); a `b` (bookmark) query
 * parameter is dropped by replacing the route. Everything else is the listing.
 */
export function ItemListing({ route }: { route: Route }) {
  const name = route.params.collection ?? '';
  // `/p/collections/directus_users` is `/p/users`.
  const systemTarget = isSystemCollection(name)
    ? collectionPath(route.params.project ?? '', name)
    : null;
  return <ListingScreen route={route} name={name} redirect={systemTarget} />;
}

interface SystemListingProps {
  route: Route;
  /** The system collection (`directus_users`); default: the one the route segment names. */
  collection?: string;
  slots?: ListingSlots;
}

/** `/{project}/{name}`: a system collection's listing (users, activity, roles …). */
export function SystemCollectionListing({ route, collection, slots }: SystemListingProps) {
  const name = collection ?? systemCollectionName(systemSegment(route));
  return <ListingScreen route={route} name={name} redirect={null} slots={slots} />;
}

interface ListingScreenProps {
  route: Route;
  name: string;
  /** Where this address really lives, when it is an alias. */
  redirect: string | null;
  slots?: ListingSlots;
}

function ListingScreen({ route, name, redirect, slots }: ListingScreenProps) {
  const { t } = useT();
  const router = useRouter();
  const collections = useStore($collections);
  const grants = useStore($grants);
  const project = route.params.project ?? '';
  const known = collections[name];
  // A collection the role cannot list is, to this user, not there (spec 2 §2: not found).
  const collection = known && mayListCollection(grants, known) ? known : undefined;

  const moving = redirect ?? (collection?.single ? itemPath(project, name, 1) : null);
  const target =
    moving ?? (route.search.b !== undefined ? withoutSearchParams(route.fullPath, ['b']) : null);

  useEffect(() => {
    if (target) router.redirect(target);
  }, [router, target]);

  if (moving) return <Loader label={t('listing.loading')} />;
  if (!collection) return <NotFound route={route} />;
  return (
    <CollectionListing
      key={`${project}/${name}`}
      project={project}
      collection={collection}
      slots={slots}
    />
  );
}
