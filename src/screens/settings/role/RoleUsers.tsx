import { listRoleUsers } from '../../../api/roles.js';
import { useQuery } from '../../../data/use-query.js';
import { errorMessage } from '../../../i18n/error-message.js';
import { useT } from '../../../i18n/use-t.js';
import { itemPath } from '../../../router/collection-path.js';
import { Link } from '../../../router/Link.js';
import { titleCase } from '../../../shell/collection-title.js';
import { displayName } from '../../../state/user.js';
import { Button } from '../../../ui/Button.js';
import { Icon } from '../../../ui/Icon.js';
import { Loader } from '../../../ui/Loader.js';
import { Notice } from '../../../ui/Notice.js';
import { PUBLIC_ROLE_ID } from './role-protection.js';

/** How many of a role's users the editor lists (the count says how many there are in all). */
export const ROLE_USERS_SHOWN = 50;

/**
 * The users of a role (directus_roles' `users` o2m), each a link to the user's page. Read here,
 * not edited: a user's role is changed on the user's page.
 */
export function RoleUsers({ project, roleId }: { project: string; roleId: number }) {
  const { t } = useT();
  const query = useQuery(['roles', project, 'users', roleId], (signal) =>
    listRoleUsers(project, roleId, ROLE_USERS_SHOWN, signal),
  );

  if (roleId === PUBLIC_ROLE_ID) {
    return <p className="cms-role-users__note">{t('settings_roles.users_public')}</p>;
  }
  if (query.status === 'error' && query.error) {
    return (
      <Notice color="danger" title={t('settings_roles.users_failed')}>
        <p>
          <code>{errorMessage(t, query.error)}</code>
        </p>
        <Button onClick={query.refetch}>{t('settings_roles.retry')}</Button>
      </Notice>
    );
  }
  if (!query.data) return <Loader label={t('settings_roles.users_loading')} />;

  const { users, total } = query.data;
  if (users.length === 0) {
    return <p className="cms-role-users__note">{t('settings_roles.users_empty')}</p>;
  }
  return (
    <>
      <ul className="cms-role-users" aria-label={t('settings_roles.users_list')}>
        {users.map((user) => (
          <li key={user.id} className="cms-role-users__user" data-user={user.id}>
            <Icon name="person" size={18} />
            <Link
              to={itemPath(project, 'directus_users', user.id)}
              className="cms-role-users__link"
            >
              {displayName(user, user.id)}
            </Link>
            {displayName(user, user.id) === user.email ? null : (
              <span className="cms-role-users__email">{user.email}</span>
            )}
            {user.status && user.status !== 'active' ? (
              <span className="cms-settings-badge">{titleCase(user.status)}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {total > users.length ? (
        <p className="cms-role-users__note">
          {t('settings_roles.users_more', { shown: users.length, count: total })}
        </p>
      ) : null}
    </>
  );
}
