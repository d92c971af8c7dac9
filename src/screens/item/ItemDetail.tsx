import { useStore } from '@nanostores/react';
import { $grants } from '../../permissions/grants-store.js';
import { mayCreateItems, mayListCollection, permissionSubject } from '../../permissions/index.js';
import type { Route } from '../../router/router.js';
import { $collections } from '../../state/schema.js';
import { BatchEditor } from '../batch/BatchEditor.js';
import { NotFound } from '../not-found/NotFound.js';
import { ItemEditor } from './ItemEditor.js';

/**
 * `/{project}/collections/{collection}/+` creates an item, `/{collection}/{key}` edits one
 * (spec 2 §2). A comma-separated key list is batch edit; an unknown or system collection, or
 * one the role can neither read nor (for `+`) create in, is not found here.
 */
export function ItemDetail({ route }: { route: Route }) {
  const collections = useStore($collections);
  const grants = useStore($grants);
  const { project, collection: name, primaryKey } = route.params;
  const collection = name ? collections[name] : undefined;
  const reachable =
    collection !== undefined &&
    (mayListCollection(grants, collection) ||
      (primaryKey === '+' && mayCreateItems(grants, permissionSubject(collection))));
  if (!project || !name || !primaryKey || !reachable || name.startsWith('directus_')) {
    return <NotFound route={route} />;
  }
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
    />
  );
}
