import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { INVALID_TOKEN } from '../api/error-codes.js';
import { useRouter } from '../router/Link.js';
import { formatPath } from '../router/path.js';
import { watchIdle } from '../state/idle-timer.js';
import { $settings, autoSignOutMinutes } from '../state/settings.js';
import { signOut } from '../state/sign-out.js';

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
      // The sign-in screen shows the catalogue text of `code` (errors.101) to say why.
      void signOut(project).then(() =>
        router.open(formatPath('/login', { error: 'inactivity', code: String(INVALID_TOKEN) })),
      );
    });
  }, [minutes, project, router]);
}
