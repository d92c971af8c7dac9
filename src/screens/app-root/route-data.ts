import type { CollectionInfo, CurrentUser } from '../../api/types.js';
import { prefetchDefaultPreset } from '../../data/default-preset.js';
import { prefetchOwnPreset } from '../../data/own-preset.js';
import type { Route } from '../../router/router.js';

// What a signed-in first screen reads before anything else, asked for while its code is still on
// the way (rollup.config.mjs puts this module in the screens' shared chunk, which arrives beside
// the start-up data). A collection's listing waits for the user's view before it asks for rows:
// asking for the view here takes that round trip off the way to the first rows.

/** Starts the first reads of `route`'s screen; screens without such reads are left alone. */
export function prefetchRouteData(
  route: Route,
  user: CurrentUser,
  collections: Readonly<Record<string, CollectionInfo>>,
): void {
  if (route.name !== 'collection') return;
  const { project, collection } = route.params;
  const known = collection === undefined ? undefined : collections[collection];
  // A single collection goes to its one item; an unknown one to not-found: no view to read.
  if (!project || !known || known.single) return;
  prefetchOwnPreset(project, known.collection, user.id);
  prefetchDefaultPreset(project, known.collection, user.role?.id ?? null);
}
