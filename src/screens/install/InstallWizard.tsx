import { useT } from '../../i18n/use-t.js';
import { loadProjects } from '../../state/projects.js';
import { Loader } from '../../ui/Loader.js';
import { PublicFrame } from '../public-frame/PublicFrame.js';
import { InstallFlow } from './InstallFlow.js';
import { ProjectsFailed } from './ProjectsFailed.js';
import { SignInButton } from './SignInButton.js';
import { useInstallStart } from './use-install-start.js';

/**
 * `/install`: the six-step wizard of spec 1 §4 in the public frame. The guard sends every visit
 * here while the server has no project; with projects it adds one (super-admin password first).
 */
export function InstallWizard() {
  const { t } = useT();
  const start = useInstallStart();
  const subtitle =
    start.status === 'ready'
      ? start.firstInstall
        ? t('install.no_projects')
        : t('install.add_project')
      : undefined;

  return (
    <PublicFrame title={t('install.title')} subtitle={subtitle}>
      {start.status === 'loading' ? <Loader label={t('install.loading_projects')} /> : null}
      {start.status === 'failed' ? (
        <ProjectsFailed error={start.error} onRetry={start.retry} />
      ) : null}
      {start.status === 'ready' ? (
        <InstallFlow
          firstInstall={start.firstInstall}
          // Started at once, so the sign-in button usually finds the new list ready.
          onInstalled={() => void loadProjects()}
          renderDone={(result) => <SignInButton project={result.project} />}
        />
      ) : null}
    </PublicFrame>
  );
}
