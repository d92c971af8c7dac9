// GET /{project}/ (contract §4.6). Anonymous callers get the public shape with `public: true`;
// once authentication resolves `request.actor`, signed-in callers get the fuller shape from the
// same service without changes here.
import type { FastifyInstance } from 'fastify';
import { envelope } from '../http/envelope.js';
import { requestOrigin } from '../http/request-origin.js';
import { buildProjectInfo } from '../services/projects/project-info.js';

export async function projectInfoRoutes(app: FastifyInstance): Promise<void> {
  // Only `/{project}/`: without the slash the path is not this route's.
  app.get('/', { prefixTrailingSlash: 'slash' }, async (request) => {
    const { project } = request;
    return envelope(await buildProjectInfo(project, request.actor, requestOrigin(request)));
  });
}
