// The §3 read parameters → a typed ReadQuery, validated against the schema and the caller's
// ReadScope before anything reaches SQL. Unknown parameters are ignored.
import type { DatabaseType } from '../../config/project-config.js';
import { ApiError, invalidRequest, unprocessable } from '../../errors/api-error.js';
import type { EnvelopeMessage } from '../../http/envelope.js';
import type { ReadScope } from '../permissions/read-scope.js';
import type { CollectionSchema, FieldSchema, SchemaModel } from '../schema/types.js';
import { buildSelection, fieldPaths, invalidField, type SelectionContext } from './fields.js';
import { forbiddenField, isToMany, parseFilter, searchableColumns } from './filter.js';
import {
  csvList,
  integerParam,
  isPlainObject,
  type RawParams,
  scalar,
  truthyParam,
} from './params.js';
import { isBlacklisted, withSecretsHidden, withUserSecrets } from './scope.js';
import {
  type Binding,
  META_KEYS,
  type MetaKey,
  type ReadQuery,
  type ScopeResolver,
  type SearchPlan,
  type SortTerm,
} from './types.js';
import { coerceKey } from './values.js';

/** v8's engine default when the `default_limit` setting is empty. */
export const ENGINE_DEFAULT_LIMIT = 20;

export interface ReadSettings {
  /** Setting `default_limit` (seeded 200). */
  defaultLimit: number;
  /** Setting `sort_null_last` (default on). */
  sortNullLast: boolean;
}

/** The settings as stored (strings) → ReadSettings. */
export function readSettingsFrom(values: Record<string, string | null | undefined>): ReadSettings {
  const limit = Number.parseInt(values.default_limit ?? '', 10);
  const nullLast = values.sort_null_last;
  return {
    defaultLimit: Number.isFinite(limit) && limit > 0 ? limit : ENGINE_DEFAULT_LIMIT,
    sortNullLast:
      nullLast === null || nullLast === undefined || nullLast === ''
        ? true
        : nullLast === '1' || nullLast === 'true',
  };
}

export interface ParseInput {
  schema: SchemaModel;
  collection: CollectionSchema;
  scope: ReadScope;
  scopes: ScopeResolver;
  params: RawParams;
  /**
   * `list`: GET /items/c (every §3 parameter). `item`: GET /items/c/{pk} — only `fields`, `meta`
   * and `lang` apply; filter/q/status/sort/limit are ignored and the default statuses apply.
   */
  mode: 'list' | 'item';
  /** The primary keys of an item read (already split from the CSV). */
  ids?: string[];
  settings: ReadSettings;
  /** Warnings (unreadable related collections) are appended here. */
  messages: EnvelopeMessage[];
  now?: Date;
}

function parseSort(collection: CollectionSchema, scope: ReadScope, raw: unknown): SortTerm[] {
  const entries = csvList(raw, 'sort');
  const terms: SortTerm[] = [];
  for (const entry of entries) {
    if (entry === '?') {
      terms.push({ field: null, direction: 'asc' });
      continue;
    }
    const descending = entry.startsWith('-');
    const name = descending ? entry.slice(1) : entry;
    const field = collection.fields.get(name);
    if (!field) throw invalidField(collection.collection, name);
    if (field.alias) throw unprocessable(`Unable to sort by the alias field "${name}"`);
    if (isBlacklisted(scope, name)) throw forbiddenField(name);
    terms.push({ field, direction: descending ? 'desc' : 'asc' });
  }
  return terms;
}

function defaultSort(collection: CollectionSchema): SortTerm[] {
  const name = collection.sortField ?? collection.primaryKey;
  const field = collection.fields.get(name);
  return field ? [{ field, direction: 'asc' }] : [];
}

function parseStatuses(
  collection: CollectionSchema,
  raw: unknown,
  mode: 'list' | 'item',
): string[] | null {
  if (!collection.statusField) return null;
  const requested = mode === 'list' ? csvList(raw, 'status') : [];
  if (requested.includes('*')) return null;
  if (requested.length > 0) return [...new Set(requested)];
  return collection.defaultStatuses.length > 0 ? collection.defaultStatuses : null;
}

function parseMeta(raw: unknown): Set<MetaKey> {
  const keys = csvList(raw, 'meta');
  if (keys.includes('*')) return new Set(META_KEYS);
  return new Set(META_KEYS.filter((key) => keys.includes(key)));
}

async function searchPlan(
  schema: SchemaModel,
  scopes: ScopeResolver,
  collection: CollectionSchema,
  scope: ReadScope,
  text: string,
): Promise<SearchPlan> {
  const plan: SearchPlan = { text, columns: [], relations: [] };
  for (const field of searchableColumns(collection, scope)) {
    // An M2O key is searched through its related item, not as a number.
    if (field.relation?.kind !== 'm2o') plan.columns.push(field);
  }
  for (const field of collection.fields.values()) {
    const relation = field.relation;
    if (!relation || relation.kind === 'm2m' || isBlacklisted(scope, field.field)) continue;
    if (relation.kind === 'm2o' && field.alias) continue;
    if (relation.kind === 'o2m' && !isToMany(field)) continue;
    const related = schema.collections.get(relation.collection);
    const relatedScope = related ? await scopes(related.collection) : null;
    if (!related || !relatedScope) continue;
    plan.relations.push({
      field,
      collection: related,
      scope: relatedScope,
      columns: searchableColumns(related, relatedScope),
    });
  }
  return plan;
}

function parseGroups(
  collection: CollectionSchema,
  scope: ReadScope,
  raw: unknown,
): FieldSchema[] | null {
  const names = csvList(raw, 'groups');
  if (names.length === 0) return null;
  return names.map((name) => {
    const field = collection.fields.get(name);
    if (!field || field.alias) throw invalidField(collection.collection, name);
    if (isBlacklisted(scope, name)) throw forbiddenField(name);
    return field;
  });
}

function parseIds(collection: CollectionSchema, ids: string[], dialect: DatabaseType): Binding[] {
  const key = collection.fields.get(collection.primaryKey);
  if (!key) return [];
  const values: Binding[] = [];
  for (const id of ids) {
    const value = coerceKey(key, id, dialect);
    if (value !== null && !values.includes(value)) values.push(value);
  }
  return values;
}

export async function parseReadQuery(input: ParseInput): Promise<ReadQuery> {
  const { schema, collection, params, mode, settings } = input;
  // Users' credentials stay hidden on every read path, whoever asks (admins too).
  const scope = withUserSecrets(collection.collection, input.scope);
  const scopes = withSecretsHidden(input.scopes);
  const now = input.now ?? new Date();
  const list = mode === 'list';

  const fieldsParam = params.fields;
  const entries = csvList(fieldsParam, 'fields');
  const selectionContext: SelectionContext = {
    schema,
    scopes,
    messages: input.messages,
    count: 0,
  };
  const selection = await buildSelection(
    selectionContext,
    collection,
    scope,
    entries.length > 0 ? fieldPaths(entries) : null,
  );

  const rawFilter = list ? params.filter : undefined;
  const filter = await parseFilter(
    { schema, scopes, dialect: schema.dialect, now },
    collection,
    scope,
    rawFilter,
  );

  let q = list ? scalar(params.q, 'q') : undefined;
  let search: SearchPlan | null = null;
  if (q !== undefined && q !== '') {
    search = await searchPlan(schema, scopes, collection, scope, q);
  } else if (list && (q === undefined || q === '')) {
    // Legacy `search`: a simple LIKE on the collection's own columns.
    const legacy = scalar(params.search, 'search');
    if (legacy) {
      q = legacy;
      search = { text: legacy, columns: searchableColumns(collection, scope), relations: [] };
    }
  }

  const single = list && truthyParam(params.single);
  let limit: number | null = settings.defaultLimit;
  let offset = 0;
  let page: number | null = null;
  let explicitLimit = false;
  let explicitOffset = false;
  if (list) {
    const requestedLimit = integerParam(params.limit, 'limit');
    if (requestedLimit !== undefined) {
      if (requestedLimit < -1) throw invalidRequest('limit: must be -1, 0 or a positive integer');
      limit = requestedLimit === -1 ? null : requestedLimit;
      explicitLimit = true;
    }
    const requestedOffset = integerParam(params.offset, 'offset');
    if (requestedOffset !== undefined) {
      if (requestedOffset < 0) throw invalidRequest('offset: must be a positive integer');
      offset = requestedOffset;
      explicitOffset = true;
    }
    const requestedPage = integerParam(params.page, 'page');
    if (requestedPage !== undefined) {
      if (requestedPage < 0) throw invalidRequest('page: must be a positive integer');
      page = requestedPage;
      if (!explicitOffset && explicitLimit && limit !== null) {
        offset = limit * Math.max(page - 1, 0);
      }
    }
    if (single) limit = 1;
  } else {
    limit = null;
  }

  const lang = csvList(params.lang, 'lang');
  const ids = list ? null : parseIds(collection, input.ids ?? [], schema.dialect);

  return {
    schema,
    collection,
    scope,
    selection,
    filter,
    search,
    sort: list ? parseSort(collection, scope, params.sort) : [],
    limit,
    offset: limit === null ? 0 : offset,
    page,
    explicitLimit,
    explicitOffset,
    single,
    statuses: parseStatuses(collection, params.status, mode),
    ids,
    groups: list ? parseGroups(collection, scope, params.groups) : null,
    lang: lang.length === 0 || lang.includes('*') ? null : lang,
    meta: parseMeta(params.meta),
    filtered: Boolean(
      (list && isPlainObject(rawFilter) && Object.keys(rawFilter).length > 0) || (q && q !== ''),
    ),
    sortNullLast: settings.sortNullLast,
    now,
  };
}

export { defaultSort };

/** E203 for a missing item (one id). */
export function itemNotFound(id?: string): ApiError {
  return new ApiError(
    'ITEM_NOT_FOUND',
    id === undefined ? undefined : `Item with id "${id}" not found`,
  );
}
