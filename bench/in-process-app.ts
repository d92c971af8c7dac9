// The benchmark project answered in-process (Fastify inject, no HTTP): the server built on a
// seeded data folder and a JWT of its admin, for bench/in-process.ts and bench/compression.ts.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app.js';
import { ADMIN, createBenchProject, PROJECT } from './api.js';

export interface InProcessBench {
  app: FastifyInstance;
  jwt: string;
}

export async function startInProcessBench(dataDir: string): Promise<InProcessBench> {
  await createBenchProject(dataDir);
  const app = await buildApp({ dataDir, logger: false });
  await app.ready();
  const signIn = await app.inject({
    method: 'POST',
    url: `/${PROJECT}/auth/authenticate`,
    payload: { ...ADMIN, mode: 'jwt' },
  });
  const jwt = String((signIn.json() as { data?: { token?: string } }).data?.token);
  return { app, jwt };
}
