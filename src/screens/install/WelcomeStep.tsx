import { useT } from '../../i18n/use-t.js';
import { Notice } from '../../ui/Notice.js';
import { StepLayout } from './StepLayout.js';

interface WelcomeStepProps {
  focusHeading: boolean;
  /** The server info is still being fetched. */
  busy: boolean;
  /** Why the server info could not be fetched; Next tries again. */
  error: string | null;
  onNext: () => void;
}

/** Step 1 of a first install (spec 1 §4): what is about to happen. */
export function WelcomeStep({ focusHeading, busy, error, onNext }: WelcomeStepProps) {
  const { t } = useT();
  return (
    <StepLayout
      title={t('install.welcome.title')}
      focusHeading={focusHeading}
      submitLabel={error ? t('install.retry') : t('install.next')}
      onSubmit={() => {
        onNext();
        return true;
      }}
      busy={busy}
    >
      <p>{t('install.welcome.body')}</p>
      {error ? (
        <Notice color="danger" live>
          {error}
        </Notice>
      ) : null}
    </StepLayout>
  );
}
