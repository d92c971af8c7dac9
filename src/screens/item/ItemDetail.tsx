import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $grants } from '../../permissions/grants-store.js';
import { mayCreateItems, mayListCollection, permissionSubject } from '../../permissions/index.js';
import { itemPath } from '../../router/collection-path.js';
import { useRouter } from '../../router/Link.js';
import type { Route } from '../../router/router.js';
import { systemSegment } from '../../router/system-segment.js';
import { isSystemCollection, systemCollectionName } from '../../schema/system-collection.js';
import { $collections } from '../../state/schema.js';
import { BatchEditor } from '../batch/BatchEditor.js';
import { NotFound } from '../not-found/NotFound.js';
import { ItemEditor } from './ItemEditor.js';
import type { ItemEditorExtras } from './item-editor-extras.js';

/**
 * `/{project}/collections/{collection}/+` creates an item, `/{collection}/{key}` edits one
 * (spec 2 §2). A comma-separated key list is batch edit; an unknown collection, or one the role
 * can neither read nor (for `+`) create in, is not found here. A system collection's item moves
 * to its own address (`/p/collections/directus_users/3` → `/p/users/3`).
 */
export function ItemDetail({ route }: { route: Route }) {
  const router = useRouter();
  const { project = '', collection: name = '', primaryKey = '' } = route.params;
  const target = isSystemCollection(name) ? itemPath(project, name, primaryKey.split(',')) : null;
  useEffect(() => {
    if (target) router.redirect(target);
  }, [router, target]);
  if (target) return null;
  return <DetailScreen route={route} name={name} />;
}

interface SystemItemDetailProps {
  route: Route;
  /** The system collection (`directus_users`); default: the one the route segment names. */
  collection?: string;
  extras?: ItemEditorExtras;
}

/** `/{project}/{name}/{key}`: an item of a system collection (a user, a file, a role …). */
export function SystemItemDetail({ route, collection, extras }: SystemItemDetailProps) {
  const name = collection ?? systemCollectionName(systemSegment(route));
  return <DetailScreen route={route} name={name} extras={extras} />;
}

function DetailScreen({
  route,
  name,
  extras,
}: {
  route: Route;
  name: string;
  extras?: ItemEditorExtras;
}) {
  const collections = useStore($collections);
  const grants = useStore($grants);
  const { project, primaryKey } = route.params;
  const collection = name ? collections[name] : undefined;
  const reachable =
    collection !== undefined &&
    (mayListCollection(grants, collection) ||
      (primaryKey === '+' && mayCreateItems(grants, permissionSubject(collection))));
  if (!project || !primaryKey || !reachable) return <NotFound route={route} />;
  if (primaryKey.includes(',')) {
    return (
      <BatchEditor
        key={route.path}
        route={route}
        project={project}
        collection={collection}
        keyList={primaryKey}
      />
    );
  }
  // Keyed by path: another item (or a new one) starts a fresh edit session.
  return (
    <ItemEditor
      key={route.path}
      route={route}
      project={project}
      collection={collection}
      primaryKey={primaryKey === '+' ? null : primaryKey}
      extras={extras}
    />
  );
}
