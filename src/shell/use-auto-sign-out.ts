import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useRouter } from '../router/Link.js';
import { formatPath } from '../router/path.js';
import { watchIdle } from '../state/idle-timer.js';
import { $settings, autoSignOutMinutes } from '../state/settings.js';
import { signOut } from '../state/sign-out.js';

/** Logged-out-from-inactivity (errors.101), shown by the sign-in screen from its query. */
const INACTIVITY_CODE = 101;

/**
 * The automatic sign-out (spec 1 §4): after `auto_sign_out` minutes without activity on the page
 * the user is signed out and sent to /login, which says why. Off when the setting is unset or < 1.
 */
export function useAutoSignOut(project: string): void {
  const router = useRouter();
  const minutes = autoSignOutMinutes(useStore($settings));
  useEffect(() => {
    if (minutes === null) return;
    return watchIdle(document, minutes * 60_000, () => {
      void signOut(project).then(() =>
        router.open(formatPath('/login', { error: 'inactivity', code: String(INACTIVITY_CODE) })),
      );
    });
  }, [minutes, project, router]);
}
