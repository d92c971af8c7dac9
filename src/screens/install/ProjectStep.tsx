import { useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import { Notice } from '../../ui/Notice.js';
import { TextField } from '../../ui/TextField.js';
import { fieldProblemText } from './field-problem.js';
import { hasProblems, type ProjectFields, validateProject } from './install-form.js';
import { slugify } from './project-key.js';
import { StepLayout } from './StepLayout.js';

interface ProjectStepProps {
  focusHeading: boolean;
  fields: ProjectFields;
  onChange: (fields: ProjectFields) => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 3 (spec 1 §5): project name and key, and the first admin's email and password. */
export function ProjectStep({ focusHeading, fields, onChange, onBack, onNext }: ProjectStepProps) {
  const { t } = useT();
  const [submitted, setSubmitted] = useState(false);
  // Shown after the first Next, then kept live so each fix clears its message at once.
  const problems = submitted ? validateProject(fields) : {};

  const changeName = (projectName: string) =>
    onChange({
      ...fields,
      projectName,
      // The key follows the name until the user types a key of their own.
      projectKey: fields.keyTyped ? fields.projectKey : slugify(projectName),
    });

  // An emptied key follows the name again from the next change of the name.
  const changeKey = (projectKey: string) =>
    onChange({ ...fields, projectKey, keyTyped: projectKey !== '' });

  return (
    <StepLayout
      title={t('install.project.title')}
      focusHeading={focusHeading}
      submitLabel={t('install.next')}
      onBack={onBack}
      onSubmit={() => {
        setSubmitted(true);
        if (hasProblems(validateProject(fields))) return false;
        onNext();
        return true;
      }}
    >
      <TextField
        label={t('install.project.name')}
        name="project_name"
        autoComplete="off"
        required
        value={fields.projectName}
        invalid={problems.projectName !== undefined}
        hint={fieldProblemText(t, problems.projectName)}
        onChange={(event) => changeName(event.currentTarget.value)}
      />
      <TextField
        label={t('install.project.key')}
        name="project"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={fields.projectKey}
        invalid={problems.projectKey !== undefined}
        hint={fieldProblemText(t, problems.projectKey) ?? t('install.project.key_hint')}
        onChange={(event) => changeKey(event.currentTarget.value)}
      />
      <TextField
        label={t('install.project.email')}
        type="email"
        name="user_email"
        autoComplete="username"
        required
        value={fields.email}
        invalid={problems.email !== undefined}
        hint={fieldProblemText(t, problems.email)}
        onChange={(event) => onChange({ ...fields, email: event.currentTarget.value })}
      />
      <TextField
        label={t('install.project.password')}
        type="password"
        name="user_password"
        autoComplete="new-password"
        required
        value={fields.password}
        invalid={problems.password !== undefined}
        hint={fieldProblemText(t, problems.password)}
        onChange={(event) => onChange({ ...fields, password: event.currentTarget.value })}
      />
      {hasProblems(problems) ? (
        <Notice color="warning" live>
          {t('install.invalid.summary')}
        </Notice>
      ) : null}
    </StepLayout>
  );
}
