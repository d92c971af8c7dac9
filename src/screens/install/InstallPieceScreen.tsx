import { dispatchCmsEvent } from '../../host/events.js';
import { useHost } from '../../host/host-context.js';
import { useT } from '../../i18n/use-t.js';
import { loadProjects } from '../../state/projects.js';
import { Loader } from '../../ui/Loader.js';
import { InstallFlow } from './InstallFlow.js';
import { ProjectsFailed } from './ProjectsFailed.js';
import { useInstallStart } from './use-install-start.js';

/**
 * The wizard inside `<cms-install>`. It never touches the host page's URL: instead of a sign-in
 * button the done step only reports success, and the element fires `cms-installed` with the
 * project key (never the passwords) and `cms-error` when an install fails.
 */
export function InstallPieceScreen() {
  const { t } = useT();
  const host = useHost();
  const start = useInstallStart();

  if (start.status === 'loading') return <Loader label={t('install.loading_projects')} />;
  if (start.status === 'failed')
    return <ProjectsFailed error={start.error} onRetry={start.retry} />;
  return (
    <InstallFlow
      firstInstall={start.firstInstall}
      onInstalled={({ project }) => {
        // An admin element on the same page shares the list: it should see the new project.
        void loadProjects();
        if (host) dispatchCmsEvent(host, 'cms-installed', { project });
      }}
      onFailed={(error) => {
        if (host) dispatchCmsEvent(host, 'cms-error', error);
      }}
    />
  );
}
