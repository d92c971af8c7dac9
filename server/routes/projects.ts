// Creating and deleting projects over HTTP (contract §4.3, §4.4): what the install wizard calls.
// Guarded by the super-admin token, not by a user: the first install sets the token, every later
// call must present it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  readSuperAdminToken,
  superAdminTokenMatches,
  writeSuperAdminToken,
} from '../config/super-admin-token.js';
import { ApiError } from '../errors/api-error.js';
import { sendEmpty } from '../http/envelope.js';
import { createProject, type DatabaseInput } from '../services/projects/create-project.js';
import { deleteProject } from '../services/projects/delete-project.js';

interface CreateProjectBody {
  project: string;
  super_admin_token: string;
  /** This server's addition: v8 knew MySQL only, which stays the default. */
  db_type?: 'mysql' | 'postgres' | 'sqlite';
  db_host?: string;
  db_port?: number | string;
  db_name?: string;
  db_user?: string;
  db_password?: string;
  db_socket?: string;
  user_email: string;
  user_password: string;
  user_token?: string;
  project_name?: string;
  app_url?: string;
  private?: boolean;
  force?: boolean;
  existing?: boolean;
  locale?: string;
  cors_enabled?: boolean;
  cors?: Record<string, unknown>;
  cookie?: Record<string, unknown>;
  mail?: Record<string, unknown>;
}

const text = (maxLength: number) => ({ type: 'string', maxLength });

const createBodySchema = {
  type: 'object',
  required: ['project', 'super_admin_token', 'user_email', 'user_password'],
  properties: {
    project: text(64),
    super_admin_token: { type: 'string', minLength: 1, maxLength: 512 },
    db_type: { type: 'string', enum: ['mysql', 'postgres', 'sqlite'] },
    db_host: text(255),
    db_port: { anyOf: [{ type: 'integer', minimum: 1, maximum: 65535 }, text(5)] },
    db_name: text(64),
    db_user: text(128),
    db_password: text(512),
    db_socket: text(255),
    user_email: { type: 'string', minLength: 3, maxLength: 128 },
    user_password: { type: 'string', minLength: 1, maxLength: 1024 },
    user_token: text(255),
    project_name: text(100),
    app_url: text(255),
    private: { type: 'boolean' },
    force: { type: 'boolean' },
    existing: { type: 'boolean' },
    locale: text(8),
    cors_enabled: { type: 'boolean' },
    cors: { type: 'object' },
    cookie: { type: 'object' },
    mail: { type: 'object' },
  },
} as const;

function databaseInput(body: CreateProjectBody): DatabaseInput {
  const type = body.db_type ?? 'mysql';
  if (type === 'sqlite') return { type };
  const missing = (['db_name', 'db_user'] as const).filter((key) => !body[key]?.trim());
  if (missing.length > 0) {
    throw new ApiError(
      'INVALID_REQUEST',
      missing.map((key) => `${key}: This value should not be blank.`).join(' '),
    );
  }
  const port = body.db_port === undefined || body.db_port === '' ? undefined : Number(body.db_port);
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) {
    throw new ApiError('INVALID_REQUEST', 'db_port: This value should be a valid port number.');
  }
  return {
    type,
    host: body.db_host?.trim() || 'localhost',
    port: port ?? (type === 'mysql' ? 3306 : 5432),
    name: body.db_name!.trim(),
    username: body.db_user!.trim(),
    password: body.db_password ?? '',
    socket: body.db_socket?.trim() || undefined,
  };
}

/** The first install sets the token; afterwards it must match (E3/401). */
async function checkSuperAdminToken(dataDir: string, provided: string): Promise<'new' | 'known'> {
  const expected = await readSuperAdminToken(dataDir);
  if (expected === undefined) return 'new';
  if (!superAdminTokenMatches(expected, provided)) {
    throw new ApiError('UNAUTHORIZED', 'Permission denied: Superadmin Only');
  }
  return 'known';
}

export async function projectRoutes(app: FastifyInstance): Promise<void> {
  const { cms } = app;

  const create = async (body: CreateProjectBody) => {
    // An operator can freeze installs by placing a `.lock` file in the data folder (v8's rule).
    if (existsSync(path.join(cms.dataDir, '.lock'))) {
      throw new ApiError('FORBIDDEN', 'Creating new instance is locked');
    }
    const token = await checkSuperAdminToken(cms.dataDir, body.super_admin_token);
    await createProject(
      { dataDir: cms.dataDir, registry: cms.registry },
      {
        key: body.project,
        private: body.private,
        projectName: body.project_name,
        appUrl: body.app_url,
        force: body.force,
        existing: body.existing,
        database: databaseInput(body),
        admin: {
          email: body.user_email,
          password: body.user_password,
          token: body.user_token || null,
          locale: body.locale,
        },
        config: {
          cors: {
            ...body.cors,
            ...(body.cors_enabled === undefined ? {} : { enabled: body.cors_enabled }),
          },
          ...(body.cookie ? { cookie: body.cookie } : {}),
          ...(body.mail ? { mail: body.mail } : {}),
        },
      },
    );
    // Stored only once an install succeeded, so a failed first try does not fix the token.
    if (token === 'new') await writeSuperAdminToken(cms.dataDir, body.super_admin_token);
  };

  for (const url of ['/server/projects', '/projects']) {
    app.post<{ Body: CreateProjectBody }>(
      url,
      { schema: { body: createBodySchema } },
      async (request, reply) => {
        await create(request.body);
        return sendEmpty(request, reply);
      },
    );
  }

  app.delete<{ Params: { name: string }; Querystring: { super_admin_token?: string } }>(
    '/server/projects/:name',
    async (request, reply) => {
      const name = request.params.name.trim();
      const provided = request.query.super_admin_token;
      const expected = await readSuperAdminToken(cms.dataDir);
      if (!provided || !expected || !superAdminTokenMatches(expected, provided)) {
        throw new ApiError('UNAUTHORIZED', 'Permission denied: Superadmin Only');
      }
      if (!name) throw new ApiError('UNPROCESSABLE_ENTITY', 'The project name is required.');
      await deleteProject(cms, name);
      return sendEmpty(request, reply);
    },
  );
}
