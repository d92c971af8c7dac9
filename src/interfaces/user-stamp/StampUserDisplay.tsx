import { useT } from '../../i18n/use-t.js';
import { UserAvatar } from '../../screens/item/info/UserAvatar.js';
import type { DisplayProps } from '../registry.js';
import { isPublicUser, useUserPerson } from '../user/use-user-person.js';
import { userLabel, userTemplate } from '../user/user-label.js';
import '../user/register-user-styles.js';

/**
 * Who stamped the item, by the `display` option: `both` (avatar and name, v8's default),
 * `avatar` (the name is still read out and shows on hover) or `name`; the name through `template`.
 */
export function StampUserDisplay({ value, options }: DisplayProps) {
  const { t } = useT();
  const { person } = useUserPerson(value);
  if (isPublicUser(value)) {
    return (
      <span className="cms-display cms-user-display">{t('activity_interfaces.user_public')}</span>
    );
  }
  if (!person) return null;
  const name = userLabel(person, userTemplate(options));
  const show =
    options.display === 'avatar' || options.display === 'name' ? options.display : 'both';
  return (
    <span
      className="cms-display cms-user-display"
      data-display={show}
      title={show === 'avatar' ? name : undefined}
    >
      {show === 'name' ? null : <UserAvatar person={person} size={24} />}
      <span className={show === 'avatar' ? 'cms-visually-hidden' : 'cms-user-display__name'}>
        {name}
      </span>
    </span>
  );
}
