import { useT } from '../../i18n/use-t.js';
import { UserAvatar } from '../../screens/item/info/UserAvatar.js';
import type { DisplayProps } from '../registry.js';
import { isPublicUser, useUserPerson } from './use-user-person.js';
import { userLabel, userTemplate } from './user-label.js';
import './register-user-styles.js';

/**
 * The user as avatar and name. Listings put displays inside the row's link, so this shows no link
 * or popover of its own (the form's read-only input has them).
 */
export function UserDisplay({ value, options }: DisplayProps) {
  const { t } = useT();
  const { person } = useUserPerson(value);
  if (isPublicUser(value)) {
    return (
      <span className="cms-display cms-user-display">{t('activity_interfaces.user_public')}</span>
    );
  }
  if (!person) return null;
  return (
    <span className="cms-display cms-user-display">
      <UserAvatar person={person} size={24} />
      <span className="cms-user-display__name">{userLabel(person, userTemplate(options))}</span>
    </span>
  );
}
