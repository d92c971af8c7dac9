import type { Route } from '../../router/router.js';
import { SystemItemDetail } from '../item/ItemDetail.js';
import { personName, personOf } from '../item/info/people.js';
import type { ItemEditorExtras } from '../item/item-editor-extras.js';
import { applyOwnPreferences } from './apply-own-preferences.js';
import { UserProfileHeader } from './UserProfileHeader.js';
import './register-users-styles.js';

const USER_EXTRAS: ItemEditorExtras = {
  // "First Last", else the email: what the directory calls the person.
  title: (item) => {
    const person = personOf(item);
    return person ? personName(person) : null;
  },
  before: (item) => <UserProfileHeader item={item} />,
  onSaved: applyOwnPreferences,
};

/**
 * `/{project}/users/{id}` and `/users/+` (spec 2 §2, issue 14): the generic item editor over
 * `directus_users` with its interfaces (avatar, password, role, language, theme, 2FA …), the
 * profile at the top, and the signed-in user's own theme and language applied once saved.
 */
export function UserDetail({ route }: { route: Route }) {
  return <SystemItemDetail route={route} collection="directus_users" extras={USER_EXTRAS} />;
}
