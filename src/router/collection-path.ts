import { isSystemCollection, systemRouteName } from '../schema/system-collection.js';

// Where a collection and its items live in the admin (spec 2 §2): user collections under
// `/{project}/collections/{name}`, system collections at `/{project}/{name without directus_}`
// (`/demo/files`, `/demo/users/3`). Every link to a listing or an item is built here.

export function collectionPath(project: string, collection: string): string {
  const segment = isSystemCollection(collection)
    ? encodeURIComponent(systemRouteName(collection))
    : `collections/${encodeURIComponent(collection)}`;
  return `/${project}/${segment}`;
}

/** An item's page; `+` is the create form, a comma-joined key list the batch editor. */
export function itemPath(
  project: string,
  collection: string,
  key: string | number | readonly (string | number)[],
): string {
  const keys = Array.isArray(key) ? key : [key];
  const segment = keys
    .map((one) => (one === '+' ? '+' : encodeURIComponent(String(one))))
    .join(',');
  return `${collectionPath(project, collection)}/${segment}`;
}
