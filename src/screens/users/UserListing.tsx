import { useState } from 'react';
import type { Route } from '../../router/router.js';
import { SystemCollectionListing } from '../items/ItemListing.js';
import { InviteButton } from './InviteButton.js';
import './register-users-styles.js';
// The user form's interfaces bring the role, language and status displays the rows show.
import '../../interfaces/index.js';

/**
 * `/{project}/users` (spec 2 §2, issue 14): `directus_users` in the generic listing, opening as
 * cards (the server's preset: avatar, names, title) with its search, filters and layouts, plus
 * "Invite" for administrators. Not found for a role without read access to users.
 */
export function UserListing({ route }: { route: Route }) {
  const project = route.params.project ?? '';
  // An invitation adds rows: the listing starts over to show them (with their "Invited" status).
  const [generation, setGeneration] = useState(0);
  return (
    <SystemCollectionListing
      key={generation}
      route={route}
      collection="directus_users"
      slots={{
        actions: (
          <InviteButton project={project} onInvited={() => setGeneration((value) => value + 1)} />
        ),
      }}
    />
  );
}
