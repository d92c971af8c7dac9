import { useEffect, useState } from 'react';
import { getSsoProviders } from '../../api/auth.js';
import type { SsoProvider } from '../../api/types.js';

/**
 * The project's third-party sign-in providers. Quiet on failure: a server without SSO (404, an
 * old version, unreachable) simply offers none, and the password form is all there is.
 */
export function useSsoProviders(project: string | null): readonly SsoProvider[] {
  const [loaded, setLoaded] = useState<{ project: string; providers: SsoProvider[] } | null>(null);

  useEffect(() => {
    if (!project) return;
    const controller = new AbortController();
    getSsoProviders(project, controller.signal).then(
      (providers) => setLoaded({ project, providers }),
      () => {
        if (!controller.signal.aborted) setLoaded({ project, providers: [] });
      },
    );
    return () => controller.abort();
  }, [project]);

  // The list of the previous project never shows under another one's name.
  return loaded && loaded.project === project ? loaded.providers : [];
}
