import { useStore } from '@nanostores/react';
import { useUserProfile } from '../../data/user-profile.js';
import { type Person, personOf } from '../../screens/item/info/people.js';
import { $currentProjectKey } from '../../state/current-project.js';

/**
 * The user a stored value names, as complete as it can be: an expanded row as it came, a bare id
 * filled in from the user's card (loaded once per session and shared by every row that names them).
 */
export function useUserPerson(value: unknown): { person: Person | null; project: string } {
  const project = useStore($currentProjectKey) ?? '';
  const person = personOf(value);
  const bare =
    person !== null && person.first_name == null && person.last_name == null && !person.email;
  const card = useUserProfile(project, person?.id ?? 0, bare && project !== '');
  if (!person) return { person: null, project };
  return { person: card.data ? { ...person, ...card.data } : person, project };
}

/** `0` is the Public role's "user" in activity rows (contract §6.10). */
export function isPublicUser(value: unknown): boolean {
  return value === 0 || value === '0';
}
