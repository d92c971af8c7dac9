import { useState } from 'react';
import { isProjectAuthenticated } from '../../state/projects.js';
import { signOut as signOutOf } from '../../state/sign-out.js';

export interface SignOut {
  busy: boolean;
  /** The project still answered as signed in afterwards. */
  failed: boolean;
  signOut(project: string): Promise<void>;
}

/**
 * "Sign out" on /login for a visitor who is already signed in (spec 1 §2): the shell's sign-out
 * (logout, the session's data dropped, the projects reloaded), then a check that the project now
 * shows as signed out. The screen stays on /login, ready for another account.
 */
export function useSignOut(onSignedOut: () => void): SignOut {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function signOut(project: string) {
    setBusy(true);
    setFailed(false);
    await signOutOf(project);
    setBusy(false);
    if (isProjectAuthenticated(project)) setFailed(true);
    else onSignedOut();
  }

  return { busy, failed, signOut };
}
