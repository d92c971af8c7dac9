import { useStore } from '@nanostores/react';
import { useT } from '../i18n/use-t.js';
import { useRouter } from '../router/Link.js';
import { $currentProjectKey } from '../state/current-project.js';
import { $projects } from '../state/projects.js';
import { Select } from '../ui/Select.js';
import { SignalIndicator } from './SignalIndicator.js';

/**
 * The current project with the connection quality; with several projects, a Select switches (the guard then signs in, hydrates or asks for a sign-in, spec 1 §4).
 */
export function ProjectSwitcher() {
  const { t } = useT();
  const router = useRouter();
  const projects = useStore($projects) || [];
  const current = useStore($currentProjectKey);
  const entry = projects.find((project) => project.key === current);
  const name = entry?.data?.project_name || current || '';
  const color = entry?.data?.project_color || undefined;

  return (
    <div className="cms-project-switcher" part="project-switcher">
      <span
        className="cms-project-switcher__swatch"
        style={{ background: color }}
        aria-hidden="true"
      />
      {projects.length > 1 ? (
        <Select
          className="cms-project-switcher__select cms-select--quiet"
          aria-label={t('shell.project')}
          value={current ?? ''}
          options={projects.map((project) => ({
            value: project.key,
            label: project.data?.project_name || project.key,
          }))}
          onChange={(key) => router.open(router.pathFor('collections', { project: key }))}
        />
      ) : (
        <span className="cms-project-switcher__name">{name}</span>
      )}
      <SignalIndicator />
    </div>
  );
}
