import { useState } from 'react';
import type { InstallDatabaseType } from '../../api/install.js';
import { useT } from '../../i18n/use-t.js';
import { Notice } from '../../ui/Notice.js';
import { SelectField } from '../../ui/SelectField.js';
import { TextField } from '../../ui/TextField.js';
import { fieldProblemText } from './field-problem.js';
import {
  type DatabaseFields,
  hasProblems,
  validateDatabase,
  withDatabaseType,
} from './install-form.js';
import { StepLayout } from './StepLayout.js';

interface DatabaseStepProps {
  focusHeading: boolean;
  fields: DatabaseFields;
  /** The types the server can use; a single one is shown as text, not as a choice. */
  types: readonly InstallDatabaseType[];
  /** The project key, to name the SQLite file. */
  projectKey: string;
  /** Why the last install failed: the server's message (spec 1 §8). */
  installError: string | null;
  onChange: (fields: DatabaseFields) => void;
  onBack: () => void;
  onInstall: () => void;
}

/** Step 4 (spec 1 §5): the database's connection, only the fields its type needs. */
export function DatabaseStep({
  focusHeading,
  fields,
  types,
  projectKey,
  installError,
  onChange,
  onBack,
  onInstall,
}: DatabaseStepProps) {
  const { t } = useT();
  const [submitted, setSubmitted] = useState(false);
  const problems = submitted ? validateDatabase(fields) : {};
  const set = (changes: Partial<DatabaseFields>) => onChange({ ...fields, ...changes });
  const typeName = (type: InstallDatabaseType) => t(`install.database.types.${type}`);

  return (
    <StepLayout
      title={t('install.database.title')}
      focusHeading={focusHeading}
      submitLabel={t('install.database.install')}
      onBack={onBack}
      onSubmit={() => {
        setSubmitted(true);
        if (hasProblems(validateDatabase(fields))) return false;
        onInstall();
        return true;
      }}
    >
      {installError ? (
        <Notice color="danger" title={t('install.database.failed')} live>
          {installError}
        </Notice>
      ) : null}
      {types.length > 1 ? (
        <SelectField
          label={t('install.database.type')}
          value={fields.type}
          options={types.map((type) => ({ value: type, label: typeName(type) }))}
          onChange={(value) => onChange(withDatabaseType(fields, value as InstallDatabaseType))}
        />
      ) : (
        <p>
          {t('install.database.type')}: <strong>{typeName(fields.type)}</strong>
        </p>
      )}

      {fields.type === 'sqlite' ? (
        <p className="cms-install__hint">
          {t('install.database.sqlite_hint', { file: `db/${projectKey}.sqlite` })}
        </p>
      ) : (
        <>
          <p className="cms-install__hint">{t('install.database.existing_hint')}</p>
          <div className="cms-install__row">
            <TextField
              label={t('install.database.host')}
              name="db_host"
              autoComplete="off"
              spellCheck={false}
              required
              value={fields.host}
              invalid={problems.host !== undefined}
              hint={fieldProblemText(t, problems.host)}
              onChange={(event) => set({ host: event.currentTarget.value })}
            />
            <TextField
              label={t('install.database.port')}
              name="db_port"
              inputMode="numeric"
              autoComplete="off"
              required
              value={fields.port}
              invalid={problems.port !== undefined}
              hint={fieldProblemText(t, problems.port)}
              onChange={(event) => set({ port: event.currentTarget.value })}
            />
          </div>
          <TextField
            label={t('install.database.user')}
            name="db_user"
            autoComplete="off"
            spellCheck={false}
            required
            value={fields.user}
            invalid={problems.user !== undefined}
            hint={fieldProblemText(t, problems.user)}
            onChange={(event) => set({ user: event.currentTarget.value })}
          />
          <TextField
            label={t('install.database.password')}
            type="password"
            name="db_password"
            autoComplete="off"
            value={fields.password}
            onChange={(event) => set({ password: event.currentTarget.value })}
          />
          <TextField
            label={t('install.database.name')}
            name="db_name"
            autoComplete="off"
            spellCheck={false}
            required
            value={fields.name}
            invalid={problems.name !== undefined}
            hint={fieldProblemText(t, problems.name)}
            onChange={(event) => set({ name: event.currentTarget.value })}
          />
        </>
      )}
      {hasProblems(problems) ? (
        <Notice color="warning" live>
          {t('install.invalid.summary')}
        </Notice>
      ) : null}
    </StepLayout>
  );
}
