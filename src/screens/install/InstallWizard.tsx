import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/use-t.js';
import { $projects } from '../../state/projects.js';
import { Notice } from '../../ui/Notice.js';
import { PublicFrame } from '../public-frame/PublicFrame.js';

/** `/install`: the six-step wizard of spec 1 §4 (being built). */
export function InstallWizard() {
  const { t } = useT();
  const projects = useStore($projects);
  return (
    <PublicFrame
      title={t('install.title')}
      subtitle={projects === false ? t('install.no_projects') : t('install.add_project')}
    >
      <Notice color="accent">{t('install.not_available')}</Notice>
    </PublicFrame>
  );
}
