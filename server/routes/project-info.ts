// GET /{project}/ (contract §4.6). Anonymous callers get the public shape with `public: true`;
// once authentication resolves `request.actor`, signed-in callers get the fuller shape from the
// same service without changes here.
import type { FastifyInstance } from 'fastify';
import { envelope } from '../http/envelope.js';
import { resolveProject } from '../http/project-context.js';
import { requestOrigin } from '../http/request-origin.js';
import { buildProjectInfo } from '../services/projects/project-info.js';

export async function projectInfoRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { project: string } }>('/:project/', async (request) => {
    const project = await resolveProject(app.cms, request.params.project);
    return envelope(await buildProjectInfo(project, request.actor, requestOrigin(request)));
  });
}
