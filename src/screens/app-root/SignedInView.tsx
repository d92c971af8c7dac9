import { useStore } from '@nanostores/react';
import { type ReactNode, Suspense } from 'react';
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

/** Starts downloading the shell and a route's screen, so they arrive beside the start-up data. */
export function preloadSignedInView(routeName: string): void {
  Shell.preload();
  preloadScreen(routeName);
}

/** A signed-in route: loader while hydrating, server error when that failed, else the shell. */
export function SignedInView({ route, project }: { route: Route; project: string | null }) {
  const { t } = useT();
  const { hydrated, error } = useStore($hydration);
  if (error) return <ServerError error={error} />;
  if (!hydrated || !project) return <Loader fullPage label={t('app.loading')} />;
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
