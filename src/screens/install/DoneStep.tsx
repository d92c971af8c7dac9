import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.js';
import { Notice } from '../../ui/Notice.js';
import { StepLayout } from './StepLayout.js';

interface DoneStepProps {
  focusHeading: boolean;
  projectName: string;
  /** The generated super-admin password of a first install; null otherwise. */
  superAdminPassword: string | null;
  /** What to do next: the route's sign-in button; nothing in the embeddable piece. */
  children?: ReactNode;
}

/** Step 6 (spec 1 §4): the project exists; a first install shows its super-admin password once. */
export function DoneStep({
  focusHeading,
  projectName,
  superAdminPassword,
  children,
}: DoneStepProps) {
  const { t } = useT();
  return (
    <StepLayout title={t('install.done.title')} focusHeading={focusHeading}>
      <Notice color="success" live>
        {t('install.done.body', { project: projectName })}
      </Notice>
      {superAdminPassword ? (
        <div className="cms-install__secret">
          <p className="cms-field__label">{t('install.done.super_admin_password')}</p>
          <code className="cms-install__secret-value" data-secret="super-admin-password">
            {superAdminPassword}
          </code>
          <p className="cms-install__hint">{t('install.done.super_admin_password_hint')}</p>
        </div>
      ) : null}
      {children}
    </StepLayout>
  );
}
