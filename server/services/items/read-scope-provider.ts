// Where the items read service gets a non-admin caller's ReadScope: by default from the permission
// service (the caller's role rows, loaded once per read). Tests may install another provider with
// setReadScopeProvider(app.cms, provider) to exercise the engine with hand-made scopes. Admins never
// reach a provider: they read with UNRESTRICTED_READ.
import type { Knex } from 'knex';
import type { ServerContext } from '../../context.js';
import type { Actor } from '../../http/actor.js';
import { loadPermissions, type PermissionService } from '../permissions/index.js';
import type { ReadScope } from '../permissions/read-scope.js';
import type { SchemaModel } from '../schema/types.js';
import { scopeResolver } from './write-response.js';

export interface ReadScopeRequest {
  projectKey: string;
  db: Knex;
  actor: Actor;
  /** The collection to read (the one requested, or one reached through a relation). */
  collection: string;
  schema: SchemaModel;
  /**
   * Shared by every call of one read (the collection and its related collections), for
   * per-request caching (e.g. the role's permission rows loaded once).
   */
  memo: Map<string, unknown>;
}

/**
 * The caller's ReadScope for a collection, or null when the caller may not read it at all
 * (requested collection → E3/E300; related collection → the field is left out with a warning).
 */
export type ReadScopeProvider = (
  request: ReadScopeRequest,
) => ReadScope | null | Promise<ReadScope | null>;

/** The permission service's answer (§9): the role's rows decide, loaded once per read. */
export const PERMISSION_READ_SCOPES: ReadScopeProvider = async (request) => {
  const { db, actor, schema, memo } = request;
  let permissions = memo.get(PERMISSIONS_MEMO) as Promise<PermissionService> | undefined;
  if (!permissions) {
    permissions = loadPermissions(db, actor);
    memo.set(PERMISSIONS_MEMO, permissions);
  }
  return scopeResolver(schema, await permissions)(request.collection);
};

const PERMISSIONS_MEMO = 'permissions';

const providers = new WeakMap<ServerContext, ReadScopeProvider>();

/** Installs the permission service's provider for one server (`app.cms`). */
export function setReadScopeProvider(cms: ServerContext, provider: ReadScopeProvider): void {
  providers.set(cms, provider);
}

export function getReadScopeProvider(cms: ServerContext): ReadScopeProvider {
  return providers.get(cms) ?? PERMISSION_READ_SCOPES;
}
