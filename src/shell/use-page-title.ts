import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useHost } from '../host/host-context.js';
import { $currentProjectKey } from '../state/current-project.js';
import { $projects } from '../state/projects.js';

// The browser tab names the screen and the project ("Chasing the Blue Hour · Articles · Demo
// project"). Only the full app does this: a piece element on a host page leaves the page's title
// alone, the page owns it.

const SEPARATOR = ' · ';

/** The parts of a page title, most specific first; empty parts are left out. */
export function pageTitle(parts: readonly (string | null | undefined)[]): string {
  return parts.filter((part): part is string => !!part && part.trim() !== '').join(SEPARATOR);
}

/** Sets `document.title` to the screen's parts and the current project's name, in `<cms-admin>`. */
export function usePageTitle(...parts: (string | null | undefined)[]): void {
  const host = useHost();
  const projects = useStore($projects);
  const project = useStore($currentProjectKey);
  const projectName =
    (projects || []).find((entry) => entry.key === project)?.data?.project_name || project;
  const title = pageTitle([...parts, projectName]);
  const owns = host?.localName === 'cms-admin';
  useEffect(() => {
    if (owns && title) document.title = title;
  }, [owns, title]);
}
