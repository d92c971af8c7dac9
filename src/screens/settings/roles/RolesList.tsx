import { type ReactNode, useState } from 'react';
import { countRoleUsers, listRoleSummaries } from '../../../api/roles.js';
import { useQuery } from '../../../data/use-query.js';
import { errorMessage } from '../../../i18n/error-message.js';
import { useT } from '../../../i18n/use-t.js';
import { Link, useRouter } from '../../../router/Link.js';
import type { Route } from '../../../router/router.js';
import { PageHeader } from '../../../shell/PageHeader.js';
import { Button } from '../../../ui/Button.js';
import { Icon } from '../../../ui/Icon.js';
import { LinkTableRow } from '../../../ui/LinkTableRow.js';
import { Loader } from '../../../ui/Loader.js';
import { Notice } from '../../../ui/Notice.js';
import { isSystemRole } from '../role/role-protection.js';
import { settingsCrumbs, settingsPath } from '../settings-crumbs.js';
import { NewRoleDialog } from './NewRoleDialog.js';
import '../register-settings-styles.js';
// The collections list's styles hold the markers (.cms-settings-badge).
import '../collections/register-settings-collections-styles.js';
import './register-roles-list-styles.js';

/**
 * `/settings/roles` (spec 3 §2): the project's roles with their descriptions and how many users
 * each has; a row opens the role's editor. New asks for a name, creates the role and opens it.
 */
export function RolesList({ route }: { route: Route }) {
  const { t } = useT();
  const router = useRouter();
  const project = route.params.project ?? '';
  const [creating, setCreating] = useState(false);
  const roles = useQuery(['roles', project, 'summaries'], (signal) =>
    listRoleSummaries(project, signal),
  );
  const title = t('settings_roles.title');
  const editorPath = (id: number) => settingsPath(project, 'roles', String(id));

  let body: ReactNode;
  if (roles.status === 'error' && roles.error) {
    body = (
      <Notice color="danger" title={t('settings_roles.load_failed')} live>
        <p>
          <code>{errorMessage(t, roles.error)}</code>
        </p>
        <Button onClick={roles.refetch}>{t('settings_roles.retry')}</Button>
      </Notice>
    );
  } else if (!roles.data) {
    body = <Loader label={t('settings_roles.loading')} />;
  } else if (roles.data.length === 0) {
    body = (
      <Notice title={t('settings_roles.empty_title')}>{t('settings_roles.empty_body')}</Notice>
    );
  } else {
    body = (
      <table className="cms-link-table cms-roles-table" aria-label={title}>
        <thead>
          <tr>
            <th scope="col">{t('settings_roles.column_name')}</th>
            <th scope="col">{t('settings_roles.column_description')}</th>
            <th scope="col" className="cms-roles-table__users">
              {t('settings_roles.column_users')}
            </th>
          </tr>
        </thead>
        <tbody>
          {roles.data.map((role) => (
            <LinkTableRow
              key={role.id}
              to={editorPath(role.id)}
              className="cms-roles-table__row"
              data={{ 'data-role': role.id }}
            >
              <td className="cms-roles-table__name">
                <Link
                  to={editorPath(role.id)}
                  className="cms-link-table__link cms-roles-table__link"
                >
                  <span className="cms-link-table__icon" aria-hidden="true">
                    <Icon name={isSystemRole(role.id) ? 'lock' : 'people'} size={20} />
                  </span>
                  {role.name}
                </Link>
                {isSystemRole(role.id) ? (
                  <span className="cms-settings-badge">{t('settings_roles.system_role')}</span>
                ) : null}
              </td>
              <td className="cms-link-table__muted cms-roles-table__description">
                {role.description ?? ''}
              </td>
              <td className="cms-roles-table__users">
                <RoleUserCount project={project} roleId={role.id} />
              </td>
            </LinkTableRow>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        breadcrumb={settingsCrumbs(t, project, { label: title })}
        documentTitle={[title, t('settings.title')]}
        actions={
          <Button variant="primary" aria-haspopup="dialog" onClick={() => setCreating(true)}>
            <Icon name="add" size={18} />
            <span className="cms-button__label">{t('settings_roles.new')}</span>
          </Button>
        }
      />
      <div className="cms-page cms-settings-page">{body}</div>
      <NewRoleDialog
        open={creating}
        project={project}
        onClose={() => setCreating(false)}
        onCreated={(role) => {
          setCreating(false);
          router.open(editorPath(role.id));
        }}
      />
    </>
  );
}

/** A role's number of users: one count-only request per role (`limit=0`), each on its own. */
function RoleUserCount({ project, roleId }: { project: string; roleId: number }) {
  const { t } = useT();
  const count = useQuery(['roles', project, 'user-count', roleId], (signal) =>
    countRoleUsers(project, roleId, signal),
  );
  if (count.status === 'error') {
    return (
      <span className="cms-roles-table__count" title={t('settings_roles.users_count_failed')}>
        --
        <span className="cms-visually-hidden">{t('settings_roles.users_count_failed')}</span>
      </span>
    );
  }
  if (count.data === undefined) {
    return (
      <span className="cms-roles-table__count" aria-busy="true">
        {t('settings_roles.users_counting')}
      </span>
    );
  }
  return (
    <span className="cms-roles-table__count">
      {t('settings_roles.users_count', { count: count.data })}
    </span>
  );
}
