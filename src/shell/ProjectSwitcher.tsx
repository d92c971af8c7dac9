import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { useT } from '../i18n/use-t.js';
import { useRouter } from '../router/Link.js';
import { $currentProjectKey } from '../state/current-project.js';
import { $projects } from '../state/projects.js';
import { SignalIndicator } from './SignalIndicator.js';

/**
 * The current project with the connection quality; with several projects, a native select
 * switches (the guard then signs in, hydrates or asks for a sign-in, spec 1 §4).
 */
export function ProjectSwitcher() {
  const { t } = useT();
  const router = useRouter();
  const projects = useStore($projects) || [];
  const current = useStore($currentProjectKey);
  const selectId = useId();
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
        <>
          <label className="cms-visually-hidden" htmlFor={selectId}>
            {t('shell.project')}
          </label>
          <select
            id={selectId}
            className="cms-project-switcher__select"
            value={current ?? ''}
            onChange={(event) =>
              router.open(router.pathFor('collections', { project: event.currentTarget.value }))
            }
          >
            {projects.map((project) => (
              <option key={project.key} value={project.key}>
                {project.data?.project_name || project.key}
              </option>
            ))}
          </select>
        </>
      ) : (
        <span className="cms-project-switcher__name">{name}</span>
      )}
      <SignalIndicator />
    </div>
  );
}
