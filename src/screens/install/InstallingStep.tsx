import { useT } from '../../i18n/use-t.js';
import { Loader } from '../../ui/Loader.js';
import { StepLayout } from './StepLayout.js';

interface InstallingStepProps {
  focusHeading: boolean;
  projectName: string;
}

/** Step 5 (spec 1 §4): shown while the server creates the project, and at least 4 s. */
export function InstallingStep({ focusHeading, projectName }: InstallingStepProps) {
  const { t } = useT();
  const body = t('install.installing.body', { project: projectName });
  return (
    <StepLayout title={t('install.installing.title')} focusHeading={focusHeading}>
      <Loader label={body} />
      <p aria-hidden="true">{body}</p>
    </StepLayout>
  );
}
