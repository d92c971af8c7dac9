import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/use-t.js';
import type { Route } from '../../router/router.js';
import { ServerError } from '../../shell/ServerError.js';
import { Shell } from '../../shell/Shell.js';
import { $hydration } from '../../state/hydration.js';
import { Loader } from '../../ui/Loader.js';
import { RouteView } from './RouteView.js';

/** A signed-in route: loader while hydrating, server error when that failed, else the shell. */
export function SignedInView({ route, project }: { route: Route; project: string | null }) {
  const { t } = useT();
  const { hydrated, error } = useStore($hydration);
  if (error) return <ServerError error={error} />;
  if (!hydrated || !project) return <Loader fullPage label={t('app.loading')} />;
  return (
    <Shell project={project}>
      <RouteView route={route} />
    </Shell>
  );
}
