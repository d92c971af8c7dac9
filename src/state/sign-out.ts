import { logout } from '../api/auth.js';
import { loadProjects, setProjectAuthenticated } from './projects.js';
import { resetState } from './reset.js';

/**
 * Signing out (spec 1 §2): logout on the server, the project marked unauthenticated, the session
 * state reset and the project list reloaded. The caller then goes to /login. A logout the server
 * did not confirm (unreachable) is still carried out locally; the reloaded project info then tells
 * the truth about the cookie, and the sign-in screen offers to continue or sign out again.
 */
export async function signOut(project: string): Promise<void> {
  try {
    await logout(project);
  } catch (error) {
    console.warn('The server did not confirm the sign-out.', error);
  }
  setProjectAuthenticated(project, false);
  resetState();
  await loadProjects();
}
