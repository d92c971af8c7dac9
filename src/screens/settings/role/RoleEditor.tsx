import type { ReactNode } from 'react';
import { errorMessage } from '../../../i18n/error-message.js';
import { useT } from '../../../i18n/use-t.js';
import type { Route } from '../../../router/router.js';
import { PageHeader } from '../../../shell/PageHeader.js';
import { Button } from '../../../ui/Button.js';
import { Loader } from '../../../ui/Loader.js';
import { Notice } from '../../../ui/Notice.js';
import { NotFound } from '../../not-found/NotFound.js';
import { settingsCrumbs, settingsPath } from '../settings-crumbs.js';
import { RoleEditorPage } from './RoleEditorPage.js';
import { roleIdOf } from './role-protection.js';
import { useRoleLoad } from './use-role-load.js';

/**
 * `/settings/roles/{id}` (spec 3 §2, §4): the role editor; `+` creates a role. An id that names no
 * role is not found; a role the server could not load shows the server-trouble notice and a retry.
 */
export function RoleEditor({ route }: { route: Route }) {
  const project = route.params.project ?? '';
  const id = roleIdOf(route.params.id);
  if (id === null) return <NotFound route={route} />;
  // Keyed by path: another role (or a new one) starts a fresh edit session.
  if (id === 'new') return <RoleEditorPage key={route.path} project={project} record={null} />;
  return <LoadedRole key={route.path} route={route} project={project} id={id} />;
}

function LoadedRole({ route, project, id }: { route: Route; project: string; id: number }) {
  const { t } = useT();
  const [load, retry] = useRoleLoad(project, id);
  if (load.state === 'not-found') return <NotFound route={route} />;
  if (load.state === 'ready') return <RoleEditorPage project={project} record={load.role} />;
  return (
    <RoleEditorFrame project={project} title={t('settings_roles.title')}>
      {load.state === 'loading' ? (
        <Loader label={t('settings_roles.loading_role')} />
      ) : (
        <Notice color="danger" title={t('settings_roles.load_role_failed')} live>
          <p>{t('settings_roles.load_role_failed_body')}</p>
          <p>
            <code>{errorMessage(t, load.error)}</code>
          </p>
          <Button onClick={retry}>{t('settings_roles.retry')}</Button>
        </Notice>
      )}
    </RoleEditorFrame>
  );
}

/** The header and page of a role that is not shown yet (loading, failed). */
function RoleEditorFrame({
  project,
  title,
  children,
}: {
  project: string;
  title: string;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <>
      <PageHeader
        title={title}
        breadcrumb={settingsCrumbs(t, project, {
          label: t('settings_roles.editor_crumb'),
          to: settingsPath(project, 'roles'),
        })}
      />
      <div className="cms-page cms-settings-page">{children}</div>
    </>
  );
}
