import type { Route } from '../../router/router.js';
import { SystemCollectionListing } from '../items/ItemListing.js';
import type { ListingSlots } from '../items/listing-slots.js';
// The activity-icon, collections and user displays the rows show.
import '../../interfaces/index.js';

/** Nobody writes the log by hand: no New, no delete, no batch edit. */
const READ_ONLY: ListingSlots = { readOnly: true };

/**
 * `/{project}/activity` (spec 2 §2, issue 14): `directus_activity` in the generic listing, read-only.
 * It opens as the server's preset has it (a timeline by `action_on`, each entry marked with its
 * action icon), with the listing's search, filters (action, user, collection, date) and layouts.
 */
export function ActivityListing({ route }: { route: Route }) {
  return <SystemCollectionListing route={route} collection="directus_activity" slots={READ_ONLY} />;
}
