// /{project}/utils (contract §7.15), open to every caller (Public role included) as in v8:
//
//   POST /utils/hash            {string, hasher?="core"} → {hash}
//   POST /utils/hash/match      {string, hash, hasher?}  → {valid}
//   POST /utils/random/string   {length?=32}             → {random}
//
// GET /utils/2fa_secret stays with authentication (routes/utils.ts).
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../http/envelope.js';
import { hashString, matchHash, randomString } from '../../services/system/hash.js';

interface ProjectParams {
  project: string;
}

export function utilsRoutes(app: FastifyInstance): void {
  app.post<{ Params: ProjectParams }>('/utils/hash', async (request) => {
    return envelope({ hash: await hashString(request.body) });
  });

  app.post<{ Params: ProjectParams }>('/utils/hash/match', async (request) => {
    return envelope({ valid: await matchHash(request.body) });
  });

  app.post<{ Params: ProjectParams }>('/utils/random/string', async (request) => {
    return envelope({ random: randomString(request.body) });
  });
}
