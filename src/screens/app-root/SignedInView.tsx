import { useStore } from '@nanostores/react';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import type { Route } from '../../router/router.js';
import { ServerError } from '../../shell/ServerError.js';
import { $hydration } from '../../state/hydration.js';
import { Loader } from '../../ui/Loader.js';
import { lazyScreen } from './lazy-screen.js';
import { preloadScreen, RouteView } from './RouteView.js';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.js';

// The shell is its own chunk: the first visit (nearly always /login) does not download it.
const Shell = lazyScreen<{ project: string; children: ReactNode }>(() =>
  import('../../shell/Shell.js').then((module) => module.Shell),
);

/**
 * Starts downloading the shell and a route's screen, so they arrive beside the start-up data;
 * settles when both are there (or failed).
 */
export function preloadSignedInView(routeName: string): Promise<void> {
  // The screens' shared chunk too, at once (a failure is the screens' to report when they load).
  void import('./shared-code.js').catch(() => undefined);
  return Promise.all([Shell.preload(), preloadScreen(routeName)]).then(() => undefined);
}

/**
 * Whether the shell's and the first screen's code is there. The loader stays until it is, so the
 * shell and its first screen appear together and at once: rendered before their chunks arrived,
 * they would suspend, show a second loader, and React would then hold their reveal for its 300 ms
 * fallback throttle. Later screens load under the route's own Suspense boundary.
 */
function useFirstScreenCode(routeName: string): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return undefined;
    let current = true;
    void preloadSignedInView(routeName).then(() => {
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [ready, routeName]);
  return ready;
}

/** A signed-in route: loader while hydrating, server error when that failed, else the shell. */
export function SignedInView({ route, project }: { route: Route; project: string | null }) {
  const { t } = useT();
  const { hydrated, error } = useStore($hydration);
  const codeReady = useFirstScreenCode(route.name);
  if (error) return <ServerError error={error} />;
  if (!hydrated || !project || !codeReady) return <Loader fullPage label={t('app.loading')} />;
  return (
    <ScreenErrorBoundary resetKey="shell">
      <Suspense fallback={<Loader fullPage label={t('app.loading')} />}>
        <Shell project={project}>
          <RouteView route={route} />
        </Shell>
      </Suspense>
    </ScreenErrorBoundary>
  );
}
