// Server-level routes (contract §4.1, §4.2, §4.5). They need no project and no user.
import type { FastifyInstance } from 'fastify';
import { assertSuperAdminToken } from '../config/super-admin-token.js';
import { ApiError } from '../errors/api-error.js';
import { envelope } from '../http/envelope.js';
import { buildServerInfo } from '../services/server/server-info.js';

export async function serverRoutes(app: FastifyInstance): Promise<void> {
  // Plain text, no envelope: the SDK calls it without parsing JSON.
  app.get('/server/ping', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send('pong'),
  );

  app.get('/server/projects', async () => {
    const keys = await app.cms.registry.list();
    // Clients (the admin) read E14 as "nothing installed yet: show the installer".
    if (keys.length === 0) throw new ApiError('NOT_INSTALLED');
    return envelope(keys);
  });

  app.get<{ Querystring: { super_admin_token?: string } }>(
    '/server/info',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { super_admin_token: { type: 'string' } },
        },
      },
    },
    async (request) => {
      await assertSuperAdminToken(app.cms.registry, request.query.super_admin_token);
      return envelope(await buildServerInfo(app.cms.dataDir));
    },
  );
}
