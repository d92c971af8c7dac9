// Reading items (contract §6.1, §3): GET /items/{c} and GET /items/{c}/{pk}, and — with
// `allowSystem` — the system endpoints that reuse the item engine (/users, /files, /activity …,
// contract §7) by passing their directus_* collection.
//
// One request costs: one query for the schema version and the two settings the engine needs
// (none when the caller passes the state its request already read with the caller, see
// http/actor.ts; the schema model itself is cached per project, see services/schema), one for the
// rows, one per expanded relation and level, plus the meta counts asked for.
import { ApiError } from '../../errors/api-error.js';
import type { Actor } from '../../http/actor.js';
import type { EnvelopeMessage } from '../../http/envelope.js';
import type { ProjectContext } from '../../http/project-context.js';
import { type ReadScope, UNRESTRICTED_READ } from '../permissions/read-scope.js';
import {
  type Item,
  type PageLinkBase,
  type RawParams,
  readSettingsFrom,
  type ScopeResolver,
} from '../query/index.js';
import { type ProjectState, readProjectState, schemaAt } from '../schema/index.js';
import type { ReadScopeProvider } from './read-scope-provider.js';
import { runRead } from './run-read.js';

export interface ReadItemsInput {
  project: ProjectContext;
  actor: Actor;
  collection: string;
  /** The request's query parameters (parsed PHP-style, see query/query-string.ts). */
  params: RawParams;
  /** The `{pk}` path segment of an item read: one key, or a CSV of keys (→ array). */
  ids?: string;
  /** System endpoints may read `directus_*` collections; /items may not (E201). */
  allowSystem?: boolean;
  /** Non-admin callers' ReadScopes. */
  provider: ReadScopeProvider;
  /** The request URL, for `meta=page` links. */
  pageLinks?: PageLinkBase;
  /**
   * The schema version and settings already read from the database during this request (the
   * actor middleware reads them with the caller: http/actor.ts). Read here when absent or when
   * they lack a setting the engine needs.
   */
  state?: ProjectState;
}

export interface ReadItemsResult {
  data: Item | Item[];
  meta?: Record<string, unknown>;
  messages?: EnvelopeMessage[];
}

const SETTING_KEYS = ['default_limit', 'sort_null_last'] as const;
const UNRESTRICTED = Promise.resolve<ReadScope | null>(UNRESTRICTED_READ);

/** `1,2,,3` → ['1', '2', '3']. */
export function splitIds(ids: string): string[] {
  return ids
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

export async function readItems(input: ReadItemsInput): Promise<ReadItemsResult> {
  const { project, actor, collection: name, params } = input;
  if (!input.allowSystem && name.startsWith('directus_')) {
    throw new ApiError('SYSTEM_COLLECTION_ACCESS');
  }
  const { db } = project;
  const given = input.state;
  const state =
    given && SETTING_KEYS.every((key) => key in given.settings)
      ? given
      : await readProjectState(db, SETTING_KEYS);
  const schema = await schemaAt(db, state.version);
  const collection = schema.collections.get(name);
  if (!collection) {
    throw new ApiError('COLLECTION_NOT_FOUND', `Unable to find collection: ${name}`);
  }

  const memo = new Map<string, unknown>();
  const cache = new Map<string, Promise<ReadScope | null>>();
  const scopes: ScopeResolver = actor.admin
    ? () => UNRESTRICTED
    : (target) => {
        let scope = cache.get(target);
        if (!scope) {
          scope = Promise.resolve(
            input.provider({
              projectKey: project.key,
              db,
              actor,
              collection: target,
              schema,
              memo,
            }),
          );
          cache.set(target, scope);
        }
        return scope;
      };

  return runRead({
    db,
    actor,
    schema,
    collection,
    scopes,
    params,
    ids: input.ids === undefined ? undefined : splitIds(input.ids),
    settings: readSettingsFrom(state.settings),
    pageLinks: input.pageLinks,
  });
}
