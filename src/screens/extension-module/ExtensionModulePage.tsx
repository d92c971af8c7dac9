import { useStore } from '@nanostores/react';
import { ServerModule } from '../../extensions/ServerModule.js';
import type { Route } from '../../router/router.js';
import { PageHeader } from '../../shell/PageHeader.js';
import { $extensionModules, $serverExtensions } from '../../state/extensions.js';
import { NotFound } from '../not-found/NotFound.js';

/**
 * `/{project}/ext/{id}` (spec 1 §2): the page of an extension module, named in the header, running
 * the module's script when the server hosts it (src/extensions/). An id no module has is not found.
 */
export function ExtensionModulePage({ route }: { route: Route }) {
  const modules = useStore($extensionModules);
  const server = useStore($serverExtensions);
  const id = route.params.id;
  const module = modules.find((candidate) => candidate.id === id);
  if (!module) return <NotFound route={route} />;
  const meta = server.modules.find((candidate) => candidate.id === id);
  return (
    <>
      <PageHeader title={module.name} />
      <div className="cms-page">
        {meta && route.params.project ? (
          <ServerModule key={meta.id} meta={meta} project={String(route.params.project)} />
        ) : null}
      </div>
    </>
  );
}
