import { useT } from '../../i18n/use-t.js';
import { Notice } from '../../ui/Notice.js';
import type { Requirement } from './requirements.js';
import { StepLayout } from './StepLayout.js';

interface RequirementsStepProps {
  focusHeading: boolean;
  requirements: readonly Requirement[];
  onBack: () => void;
  onNext: () => void;
}

/**
 * Step 2 (spec 1 §5): each check with its result in words, not only colour. Failed checks warn
 * but do not block: the server's own answer to the install is the final word.
 */
export function RequirementsStep({
  focusHeading,
  requirements,
  onBack,
  onNext,
}: RequirementsStepProps) {
  const { t } = useT();
  const allPassed = requirements.every((requirement) => requirement.passed);

  const label = (requirement: Requirement) => {
    const values =
      requirement.kind === 'database_driver'
        ? {
            ...requirement.values,
            database: t(`install.database.types.${requirement.values.database as 'mysql'}`),
          }
        : requirement.values;
    // One key per kind; each label takes its own values (typed as any one of them).
    const key = `install.requirements.check.${requirement.kind}` as const;
    return t(key as 'install.requirements.check.node_version', values);
  };

  return (
    <StepLayout
      title={t('install.requirements.title')}
      focusHeading={focusHeading}
      submitLabel={t('install.next')}
      onBack={onBack}
      onSubmit={() => {
        onNext();
        return true;
      }}
    >
      <p>{t('install.requirements.intro')}</p>
      <ul className="cms-install__checks">
        {requirements.map((requirement) => (
          <li
            key={requirement.id}
            className={`cms-install__check cms-install__check--${requirement.passed ? 'pass' : 'fail'}`}
            data-check={requirement.id}
          >
            <span className="cms-install__check-result">
              <span aria-hidden="true">{requirement.passed ? '✓' : '✗'}</span>{' '}
              {requirement.passed
                ? t('install.requirements.passed')
                : t('install.requirements.failed')}
            </span>
            <span className="cms-install__check-label">{label(requirement)}</span>
          </li>
        ))}
      </ul>
      <Notice color={allPassed ? 'success' : 'warning'}>
        {allPassed ? t('install.requirements.all_passed') : t('install.requirements.some_failed')}
      </Notice>
    </StepLayout>
  );
}
