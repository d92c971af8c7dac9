import { atom, computed } from 'nanostores';
import { $projects, type ProjectEntry } from './projects.js';
import { readSession, writeSession } from './session-storage.js';

// The project the admin works on. Kept in sessionStorage (`cms:project`) so a reload stays in the
// same project while another tab may use another one. Every element on the page shares it: the
// stores that follow (user, schema, permissions) describe this one project.

const STORAGE_KEY = 'project';

export const $currentProjectKey = atom<string | null>(readSession(STORAGE_KEY));

/** The entry of the current project in the project list, once the list has it. */
export const $currentProject = computed(
  [$projects, $currentProjectKey],
  (projects, key): ProjectEntry | null =>
    projects ? (projects.find((project) => project.key === key) ?? null) : null,
);

export function setCurrentProject(key: string | null): void {
  if ($currentProjectKey.get() === key) return;
  writeSession(STORAGE_KEY, key);
  $currentProjectKey.set(key);
}
