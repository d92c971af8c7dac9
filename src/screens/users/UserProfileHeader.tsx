import { useStore } from '@nanostores/react';
import type { Item } from '../../api/items.js';
import type { UserAvatar as AvatarFile } from '../../api/types.js';
import { useT } from '../../i18n/use-t.js';
import { getInterface } from '../../interfaces/registry.js';
import { roleNameOf } from '../../interfaces/user-roles/role-choices.js';
import { $collections } from '../../state/schema.js';
import { $currentUser } from '../../state/user.js';
import { personName } from '../item/info/people.js';
import { UserAvatar } from '../item/info/UserAvatar.js';

/**
 * The top of a user's page: the avatar large, the name, title and company, the email and the
 * role. Only what was saved (edits show once saved). A new user shows nothing yet.
 */
export function UserProfileHeader({ item }: { item: Item }) {
  const { t } = useT();
  const currentUser = useStore($currentUser);
  const statusField = useStore($collections).directus_users?.fields.status;
  const id = Number(item.id);
  if (!Number.isInteger(id) || id <= 0) return null;
  const text = (key: string) => (typeof item[key] === 'string' ? (item[key] as string) : null);
  const avatar =
    item.avatar && typeof item.avatar === 'object' ? (item.avatar as AvatarFile) : null;
  const person = {
    id,
    first_name: text('first_name'),
    last_name: text('last_name'),
    email: text('email'),
    avatar,
  };
  const name = personName(person);
  const role = roleNameOf(item.role);
  const job = [text('title'), text('company')].filter(Boolean).join(' · ');
  // Anything but "active" (invited, suspended …) is said at the top, with the status's colour.
  const status = text('status');
  const StatusDisplay = statusField ? getInterface(statusField.interface)?.display : undefined;
  return (
    <section className="cms-user-profile" aria-label={name}>
      <UserAvatar person={person} size={80} />
      <div className="cms-user-profile__text">
        <p className="cms-user-profile__name">
          {name}
          {currentUser?.id === id ? (
            <span className="cms-user-profile__you">{t('users.you')}</span>
          ) : null}
          {status && status !== 'active' && statusField && StatusDisplay ? (
            <span className="cms-user-profile__status">
              <StatusDisplay
                value={status}
                field={statusField}
                options={statusField.options ?? {}}
              />
            </span>
          ) : null}
        </p>
        {job ? <p className="cms-user-profile__job">{job}</p> : null}
        <p className="cms-user-profile__meta">
          {/* Without a name the email is the name already. */}
          {text('email') && text('email') !== name ? <span>{text('email')}</span> : null}
          {role ? <span className="cms-user-profile__role">{role}</span> : null}
        </p>
      </div>
    </section>
  );
}
