import { atom } from 'nanostores';
import { type DirectoryUser, getUserDirectory } from '../api/user-directory.js';
import { onReset } from './reset.js';

// The project's users keyed by id, for names, avatars and presence. A role that may not read users
// gets an empty directory: the screens then show ids, and hydration still succeeds.

export const $userDirectory = atom<Readonly<Record<number, DirectoryUser>>>({});

export function setUserDirectory(users: readonly DirectoryUser[]): void {
  $userDirectory.set(Object.fromEntries(users.map((user) => [user.id, user])));
}

/** Loads the directory; a refusal or failure leaves it empty (logged), never failing the caller. */
export async function loadUserDirectory(project: string): Promise<readonly DirectoryUser[]> {
  try {
    return await getUserDirectory(project);
  } catch (error) {
    console.warn('Could not load the user directory.', error);
    return [];
  }
}

/** "First Last", else the email, else `#id`. */
export function displayName(
  user: Pick<DirectoryUser, 'first_name' | 'last_name' | 'email'> | null | undefined,
  id?: number,
): string {
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ').trim();
  return name || user?.email || (id === undefined ? '' : `#${id}`);
}

onReset(() => $userDirectory.set({}));
