import { useT } from '../../i18n/use-t.js';
import type { ProjectEntry } from '../../state/projects.js';
import { NativeSelectField } from '../../ui/NativeSelectField.js';

interface ProjectChooserProps {
  projects: readonly ProjectEntry[];
  selected: ProjectEntry;
  onSelect: (key: string) => void;
  disabled?: boolean;
}

/** The project names of `GET /{key}/` per key; one project needs no choice, only its name. */
export function ProjectChooser({ projects, selected, onSelect, disabled }: ProjectChooserProps) {
  const { t } = useT();
  if (projects.length === 1) {
    return <p className="cms-sign-in__project-name">{projectName(selected)}</p>;
  }
  return (
    <NativeSelectField
      label={t('sign_in.project')}
      value={selected.key}
      disabled={disabled}
      onChange={(event) => onSelect(event.currentTarget.value)}
      options={projects.map((project) => ({ value: project.key, label: projectName(project) }))}
    />
  );
}

/** The project's name, or its key until (or unless) its info has loaded. */
export function projectName(project: ProjectEntry): string {
  return project.data?.project_name || project.key;
}
