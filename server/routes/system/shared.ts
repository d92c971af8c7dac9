// The wiring every system endpoint shares (contract §7): project → schema and settings (one
// query) → the caller's permissions → the read or write service → the v8 envelope. Resource files
// describe their collection with `crudRoutes` plus hooks for their own rules, or use `systemCall`
// directly for the endpoints that are not plain CRUD.
//
//   GET    /{project}/{path}          list (§3 parameters)
//   GET    /{project}/{path}/{id}     one item; CSV ids → array
//   POST   /{project}/{path}          object → create; array of objects → batch create
//   PATCH  /{project}/{path}          array of objects with their keys → batch update
//   PATCH  /{project}/{path}/{id}     object → update (CSV ids: same patch each); array → batch
//   DELETE /{project}/{path}/{id}     CSV → batch; 204
//
// Every write request is one transaction (services/items runWrite); responses re-read the written
// items with `fields`/`meta` (nothing readable → 204, or 200 {"public": true}).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors/api-error.js';
import type { Actor } from '../../http/actor.js';
import { batchBodyRoute, csvKeys, type Payload, writeBodyRoute } from '../../http/bodies.js';
import { envelope, sendEmpty } from '../../http/envelope.js';
import type { ProjectContext } from '../../http/project-context.js';
import { requestOrigin } from '../../http/request-origin.js';
import { requestProjectState } from '../../http/request-state.js';
import { activityClient } from '../../services/activity/log-activity.js';
import {
  createItem,
  createWriteContext,
  deleteItem,
  type ItemUpdate,
  type Key,
  runWrite,
  updateItem,
  updatesForKeys,
  updatesFromBatch,
  type WriteContext,
  type WriteTransaction,
} from '../../services/items/index.js';
import { type PermissionService, requestPermissions } from '../../services/permissions/index.js';
import {
  type Item,
  type RawParams,
  type ReadSettings,
  readSettingsFrom,
} from '../../services/query/index.js';
import { type SchemaModel, schemaAt } from '../../services/schema/index.js';
import { rowId } from '../../services/system/ids.js';
import {
  prepareSystemReadBack,
  readSystem,
  type SystemReadBack,
  type SystemReadResult,
  type SystemWritten,
} from '../../services/system/read.js';
import { webhookTrigger } from '../../services/webhooks/index.js';

export interface ReadOptions {
  /** The `{id}` path segment (one key or a CSV). */
  ids?: string;
  /** Parameters to read with instead of the request's. */
  params?: RawParams;
  /** A list read limited to these keys. */
  within?: readonly (string | number)[];
  /** Answer an array even for one key of `ids`. */
  list?: boolean;
  /** Permissions to read with instead of the caller's (e.g. their own user record). */
  permissions?: PermissionService;
}

/** Everything a system endpoint works with, gathered once per request. */
export interface SystemCall {
  request: FastifyRequest;
  project: ProjectContext;
  actor: Readonly<Actor>;
  schema: SchemaModel;
  settings: ReadSettings;
  permissions: PermissionService;
  /** The request's query parameters (parsed PHP-style). */
  params: RawParams;
  /** scheme://host[:port] of the request, for absolute URLs. */
  origin: string;
  /** For write services (activity rows, `comment`, `activity_skip`). */
  writeContext: WriteContext;
  read(collection: string, options?: ReadOptions): Promise<SystemReadResult>;
  /** Call before writing: validates `fields`/`meta` and returns the re-read of the keys. */
  readBack(collection: string, single: boolean): Promise<SystemReadBack>;
}

const READ_SETTINGS = ['default_limit', 'sort_null_last'] as const;

export async function systemCall(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SystemCall> {
  const { project } = request;
  const state = await requestProjectState(request, READ_SETTINGS);
  const schema = await schemaAt(project.db, state.version);
  const permissions = await requestPermissions(request, project.db);
  const params = (request.query ?? {}) as RawParams;
  const origin = requestOrigin(request);
  const settings = readSettingsFrom(state.settings);
  const { actor } = request;
  const base = { db: project.db, schema, actor, permissions };
  return {
    request,
    project,
    actor,
    schema,
    settings,
    permissions,
    params,
    origin,
    writeContext: createWriteContext({
      ...base,
      params,
      client: activityClient(request),
      afterCommit: webhookTrigger(app.cms, project),
    }),
    read: (collection, options = {}) =>
      readSystem({
        ...base,
        ...(options.permissions ? { permissions: options.permissions } : {}),
        settings,
        collection,
        params: options.params ?? params,
        ids: options.ids,
        list: options.list,
        within: options.within,
        pageLinks: { url: `${origin}${request.url.split('?')[0] ?? '/'}`, params },
      }),
    readBack: (collection, single) =>
      prepareSystemReadBack({ ...base, collection, params, single }),
  };
}

// ---------------------------------------------------------------------------------------------
// Responses

export function sendRead(reply: FastifyReply, result: SystemReadResult): FastifyReply {
  return reply.send(envelope(result.data, { meta: result.meta, messages: result.messages }));
}

/** The re-read items, or the empty answer when nothing is readable. */
export function sendWritten(
  request: FastifyRequest,
  reply: FastifyReply,
  written: SystemWritten,
): FastifyReply {
  const { data } = written;
  if (data === null || (Array.isArray(data) && data.length === 0)) {
    return sendEmpty(request, reply);
  }
  return reply.send(envelope(data, { meta: written.meta, messages: written.messages }));
}

// ---------------------------------------------------------------------------------------------
// CRUD

export type Writer = (payload: Payload) => Promise<Key>;

export interface CrudHooks {
  /** Maps an `{id}` path segment (users: `me` → the caller's id). */
  key?(call: SystemCall, raw: string): string;
  /** Wraps each create: check and rewrite the payload, write, then follow up. */
  create?(tx: WriteTransaction, call: SystemCall, payload: Payload, write: Writer): Promise<Key>;
  /** Wraps each update (`key` as the client gave it). */
  update?(
    tx: WriteTransaction,
    call: SystemCall,
    key: unknown,
    payload: Payload,
    write: Writer,
  ): Promise<Key>;
  /** Wraps each delete. */
  remove?(
    tx: WriteTransaction,
    call: SystemCall,
    key: string,
    remove: () => Promise<void>,
  ): Promise<void>;
  /** Reshapes items after every read and re-read (e.g. settings values). */
  present?(call: SystemCall, items: Item[]): Promise<void>;
}

export interface CrudSpec extends CrudHooks {
  /** URL segment after the project: `roles`. */
  path: string;
  collection: string;
}

function itemsOf(data: Item | Item[] | null): Item[] {
  if (data === null) return [];
  return Array.isArray(data) ? data : [data];
}

async function present<T extends { data: Item | Item[] | null }>(
  spec: CrudHooks,
  call: SystemCall,
  result: T,
): Promise<T> {
  if (spec.present) await spec.present(call, itemsOf(result.data));
  return result;
}

/** Creates the payloads in one transaction through the spec's hooks. */
export function createAll(
  call: SystemCall,
  spec: CrudSpec,
  payloads: readonly Payload[],
): Promise<Key[]> {
  return runWrite(call.writeContext, async (tx) => {
    const keys: Key[] = [];
    for (const payload of payloads) {
      const write: Writer = (data) => createItem(tx, spec.collection, data);
      keys.push(spec.create ? await spec.create(tx, call, payload, write) : await write(payload));
    }
    return keys;
  });
}

/** Applies the updates in one transaction through the spec's hooks. */
export function updateAll(
  call: SystemCall,
  spec: CrudSpec,
  updates: readonly ItemUpdate[],
): Promise<Key[]> {
  return runWrite(call.writeContext, async (tx) => {
    const keys: Key[] = [];
    for (const { key, payload } of updates) {
      const data = payload as Payload;
      const write: Writer = (next) => updateItem(tx, spec.collection, key, next);
      keys.push(spec.update ? await spec.update(tx, call, key, data, write) : await write(data));
    }
    return keys;
  });
}

export function deleteAll(
  call: SystemCall,
  spec: CrudSpec,
  keys: readonly string[],
): Promise<void> {
  return runWrite(call.writeContext, async (tx) => {
    for (const key of keys) {
      const remove = () => deleteItem(tx, spec.collection, key);
      if (spec.remove) await spec.remove(tx, call, key, remove);
      else await remove();
    }
  });
}

interface IdParams {
  id: string;
}

/**
 * The keys of an `{id}` segment, through the spec's `key` mapping. Every system table served
 * here has an integer `id`: a key that cannot be one names no item and never reaches SQL
 * (PostgreSQL refuses out-of-range integers with an error). Reads of a CSV skip such keys, as
 * they skip missing items; a single key, or any key of a write, is E203.
 */
export function pathKeys(
  call: SystemCall,
  spec: CrudHooks,
  raw: string,
  use: 'read' | 'write' = 'write',
): string[] {
  const keys = csvKeys(raw).map((key) => (spec.key ? spec.key(call, key) : key));
  const valid = keys.filter((key) => rowId(key) !== undefined);
  if (
    valid.length === 0 ||
    (valid.length < keys.length && (use === 'write' || keys.length === 1))
  ) {
    throw new ApiError('ITEM_NOT_FOUND');
  }
  return valid;
}

export type CrudRoute = 'list' | 'read' | 'create' | 'update' | 'delete';

/** Registers the CRUD routes of one system collection (see the header). */
export function crudRoutes(
  app: FastifyInstance,
  spec: CrudSpec,
  routes: readonly CrudRoute[] = ['list', 'read', 'create', 'update', 'delete'],
): void {
  const base = `/${spec.path}`;

  if (routes.includes('list')) {
    app.get(base, async (request, reply) => {
      const call = await systemCall(app, request);
      return sendRead(reply, await present(spec, call, await call.read(spec.collection)));
    });
  }

  if (routes.includes('read')) {
    app.get<{ Params: IdParams }>(`${base}/:id`, async (request, reply) => {
      const call = await systemCall(app, request);
      const { id } = request.params;
      const ids = pathKeys(call, spec, id, 'read').join(',');
      const list = csvKeys(id).length > 1;
      return sendRead(
        reply,
        await present(spec, call, await call.read(spec.collection, { ids, list })),
      );
    });
  }

  if (routes.includes('create')) {
    app.post<{ Body: Payload | Payload[] }>(
      base,
      writeBodyRoute('create'),
      async (request, reply) => {
        const call = await systemCall(app, request);
        const body = request.body;
        const single = !Array.isArray(body);
        const payloads = Array.isArray(body) ? body : [body];
        const readBack = await call.readBack(spec.collection, single);
        const keys = await createAll(call, spec, payloads);
        return sendWritten(request, reply, await present(spec, call, await readBack(keys)));
      },
    );
  }

  if (routes.includes('update')) {
    app.patch<{ Body: Payload[] }>(base, batchBodyRoute('update'), async (request, reply) => {
      const call = await systemCall(app, request);
      const updates = updatesFromBatch(call.writeContext, spec.collection, request.body);
      const readBack = await call.readBack(spec.collection, false);
      const keys = await updateAll(call, spec, updates);
      return sendWritten(request, reply, await present(spec, call, await readBack(keys)));
    });

    app.patch<{ Params: IdParams; Body: Payload | Payload[] }>(
      `${base}/:id`,
      writeBodyRoute('update'),
      async (request, reply) => {
        const call = await systemCall(app, request);
        const body = request.body;
        let single = false;
        let updates: ItemUpdate[];
        if (Array.isArray(body)) {
          updates = updatesFromBatch(call.writeContext, spec.collection, body);
        } else {
          const keys = pathKeys(call, spec, request.params.id);
          single = keys.length === 1;
          updates = updatesForKeys(keys, body);
        }
        const readBack = await call.readBack(spec.collection, single);
        const keys = await updateAll(call, spec, updates);
        return sendWritten(request, reply, await present(spec, call, await readBack(keys)));
      },
    );
  }

  if (routes.includes('delete')) {
    app.delete<{ Params: IdParams }>(`${base}/:id`, async (request, reply) => {
      const call = await systemCall(app, request);
      await deleteAll(call, spec, pathKeys(call, spec, request.params.id));
      return sendEmpty(request, reply);
    });
  }
}
