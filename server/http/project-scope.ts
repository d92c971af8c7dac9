// The /{project} scope (contract §1.2): the routes registered in it address one project, named by
// the first path segment. The project is resolved once per request, before the body is read, and
// set on `request.project` (the actor middleware's resolution is reused when it made one). A
// valid key without a config is E3/401, a segment that cannot be a key 404 (project-context.ts).
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { type ProjectContext, resolveProject } from './project-context.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The addressed project; set on every route of the /{project} scope, absent elsewhere. */
    project: ProjectContext;
  }
}

/** A plugin registering `routes` under `/:project` (pass `{ prefix: '/:project' }`). */
export function projectScope(routes: readonly FastifyPluginAsync[]): FastifyPluginAsync {
  return async (scope: FastifyInstance) => {
    scope.decorateRequest('project', null as unknown as ProjectContext);
    scope.addHook('onRequest', async (request) => {
      const { project: key } = request.params as { project: string };
      const known = request.projectState?.project;
      request.project = known?.key === key ? known : await resolveProject(scope.cms, key);
    });
    for (const plugin of routes) await scope.register(plugin);
  };
}
