import { useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import { Notice } from '../../ui/Notice.js';
import { TextField } from '../../ui/TextField.js';
import { StepLayout } from './StepLayout.js';

interface SuperAdminStepProps {
  focusHeading: boolean;
  /** The server has no project but already holds a password (set by its operator). */
  noProjectYet: boolean;
  password: string;
  onPasswordChange: (password: string) => void;
  busy: boolean;
  /** The server's refusal (code 3: the catalogue message), or another failure. */
  error: string | null;
  /** The error is the server refusing this password (code 3), not a failure to ask it. */
  refused: boolean;
  onSubmit: () => void;
}

/** Step 1 when the server already has projects (spec 1 §4): the super-admin password. */
export function SuperAdminStep({
  focusHeading,
  noProjectYet,
  password,
  onPasswordChange,
  busy,
  error,
  refused,
  onSubmit,
}: SuperAdminStepProps) {
  const { t } = useT();
  const [submitted, setSubmitted] = useState(false);
  const missing = submitted && password === '';
  return (
    <StepLayout
      title={t('install.super_admin.title')}
      focusHeading={focusHeading}
      submitLabel={t('install.next')}
      busy={busy}
      onSubmit={() => {
        setSubmitted(true);
        if (password === '') return false;
        onSubmit();
        return true;
      }}
    >
      <p>
        {noProjectYet ? t('install.super_admin.body_no_project') : t('install.super_admin.body')}
      </p>
      <TextField
        label={t('install.super_admin.password')}
        type="password"
        name="super_admin_token"
        autoComplete="current-password"
        required
        value={password}
        invalid={missing || refused}
        hint={missing ? t('install.invalid.required') : undefined}
        onChange={(event) => onPasswordChange(event.currentTarget.value)}
      />
      {error ? (
        <Notice color="danger" live>
          {error}
        </Notice>
      ) : null}
    </StepLayout>
  );
}
