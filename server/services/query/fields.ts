// `fields` (contract §3.1) → a Selection tree:
// - absent: every non-alias column, no relational expansion (M2O keys raw, O2M/M2M omitted);
// - `*`: every field at that level (read-blacklisted ones silently dropped); relational fields
//   are expanded only when the wildcard has deeper levels (`*.*`, `*.*.*` …);
// - `author.name`, `author.*`: expand one relational field; `-body` removes a field;
// - an O2M/M2M field named without sub-fields gives the related primary keys;
// - unknown field → E202/422; explicitly selected read-blacklisted field → E304/403;
// - a related collection the caller cannot read: the field is left out (M2O keeps its key as
//   `{<pk>: key}`) and a warning (code 18) is added to `messages`.
import { ApiError, invalidRequest } from '../../errors/api-error.js';
import type { EnvelopeMessage } from '../../http/envelope.js';
import type { ReadScope } from '../permissions/read-scope.js';
import type { CollectionSchema, FieldSchema, SchemaModel } from '../schema/types.js';
import { rowHookFor } from './row-hooks.js';
import { hasStatusBlacklists, isBlacklisted } from './scope.js';
import type { OutputField, ScopeResolver, Selection } from './types.js';

/** Deepest relational nesting a `fields` path may ask for. */
export const MAX_FIELD_DEPTH = 10;
/** Most collections one read may expand (each costs one query per level). */
export const MAX_SELECTIONS = 100;

export interface SelectionContext {
  schema: SchemaModel;
  scopes: ScopeResolver;
  messages: EnvelopeMessage[];
  /** Selections built so far (bounded by MAX_SELECTIONS). */
  count: number;
}

type Path = string[];

export function invalidField(collection: string, field: string): ApiError {
  return new ApiError('INVALID_FIELD', `Invalid field "${field}" in "${collection}"`);
}

export function deniedWarning(collection: string, field: string): EnvelopeMessage {
  return {
    type: 'warning',
    message: `Can't read \`${collection}\`: read access to \`${collection}\` collection denied`,
    code: 18,
    fields: [field],
  };
}

/** `fields` entries → paths (`author.name` → ['author', 'name']). */
export function fieldPaths(entries: string[]): Path[] {
  return entries.map((entry) => entry.split('.').map((segment) => segment.trim()));
}

const isToMany = (field: FieldSchema) =>
  field.relation !== null && field.relation.kind !== 'm2o' && field.alias;
const isM2O = (field: FieldSchema) => field.relation?.kind === 'm2o' && !field.alias;

function pushUnique(list: string[], value: string | null | undefined): void {
  if (value && !list.includes(value)) list.push(value);
}

function finish(
  collection: CollectionSchema,
  scope: ReadScope,
  output: OutputField[],
  extraColumns: string[],
  computed = false,
): Selection {
  const columns: string[] = [collection.primaryKey];
  for (const entry of output) {
    if (entry.kind !== 'many') pushUnique(columns, entry.field.field);
  }
  for (const column of extraColumns) pushUnique(columns, column);
  if (hasStatusBlacklists(scope)) pushUnique(columns, collection.statusField);
  // Columns a row hook computes from (directus_files: type, private_hash, … for `data`).
  const hook = computed ? rowHookFor(collection.collection) : undefined;
  if (!hook) return { collection, scope, output, columns };
  for (const column of hook.columns) {
    if (collection.fields.get(column)?.alias === false) pushUnique(columns, column);
  }
  return { collection, scope, output, columns, computed: true };
}

/** A selection of the primary keys only (O2M fields named without sub-fields). */
function keysOnly(collection: CollectionSchema, scope: ReadScope, extra: string[]): Selection {
  return finish(collection, scope, [], extra);
}

async function expand(
  context: SelectionContext,
  field: FieldSchema,
  children: Path[],
  depth: number,
): Promise<OutputField | null> {
  const relation = field.relation;
  if (!relation) return { kind: 'value', field };
  const related = context.schema.collections.get(relation.collection);
  if (!related) return field.alias ? null : { kind: 'value', field };
  const scope = await context.scopes(related.collection);
  if (!scope) {
    context.messages.push(deniedWarning(related.collection, field.field));
    return relation.kind === 'm2o'
      ? { kind: 'm2o', field, child: null, relatedKey: related.primaryKey }
      : null;
  }
  if (relation.kind === 'm2o') {
    const child = await buildSelection(context, related, scope, children, [], depth + 1);
    return { kind: 'm2o', field, child, relatedKey: related.primaryKey };
  }
  const foreignKey = relation.field as string;
  if (children.length === 0) {
    return { kind: 'many', field, child: keysOnly(related, scope, [foreignKey]), idsOnly: true };
  }
  const child = await buildSelection(context, related, scope, children, [foreignKey], depth + 1);
  return { kind: 'many', field, child, idsOnly: false };
}

/**
 * The selection for `collection`. `paths` null: the default (every column, no expansion).
 * `extraColumns`: columns the caller needs whatever is output (an O2M child's foreign key).
 */
export async function buildSelection(
  context: SelectionContext,
  collection: CollectionSchema,
  scope: ReadScope,
  paths: Path[] | null,
  extraColumns: string[] = [],
  depth = 0,
): Promise<Selection> {
  context.count += 1;
  if (context.count > MAX_SELECTIONS) {
    throw invalidRequest(`fields: too many relations (at most ${MAX_SELECTIONS})`);
  }
  if (depth > MAX_FIELD_DEPTH) {
    throw invalidRequest(`fields: nested too deep (at most ${MAX_FIELD_DEPTH} levels)`);
  }

  if (paths === null || paths.length === 0) {
    const output: OutputField[] = [];
    for (const field of collection.fields.values()) {
      if (!field.alias && !isBlacklisted(scope, field.field)) output.push({ kind: 'value', field });
    }
    return finish(collection, scope, output, extraColumns, true);
  }

  const explicit = new Map<string, Path[]>();
  let wildcard: Path[] | null = null;
  const excluded = new Set<string>();
  for (const [head, ...rest] of paths) {
    if (head === '*') {
      wildcard ??= [];
      if (rest.length > 0) wildcard.push(rest);
    } else if (head.startsWith('-') && rest.length === 0) {
      // A bare `-` removes nothing (v8 validates only selected fields; its app sends `fields=-`).
      if (head.length > 1) excluded.add(head.slice(1));
    } else {
      let children = explicit.get(head);
      if (!children) {
        children = [];
        explicit.set(head, children);
      }
      if (rest.length > 0) children.push(rest);
    }
  }

  // Explicitly named fields first (validated even when also excluded).
  const named = new Map<string, OutputField | null>();
  for (const [name, children] of explicit) {
    const field = collection.fields.get(name);
    if (!field) throw invalidField(collection.collection, name);
    if (isBlacklisted(scope, name)) {
      throw new ApiError(
        'READ_FIELD_DENIED',
        `Reading field "${name}" in "${collection.collection}" denied`,
      );
    }
    let entry: OutputField | null = null;
    if (excluded.has(name)) entry = null;
    else if ((isM2O(field) && children.length > 0) || isToMany(field)) {
      entry = await expand(context, field, children, depth);
    } else if (!field.alias) {
      entry = { kind: 'value', field };
    }
    named.set(name, entry);
  }
  // A row hook's computed field (`data` of directus_files) when `*` or its name is asked for.
  const hook = rowHookFor(collection.collection);
  const computed =
    hook !== undefined &&
    !excluded.has(hook.field) &&
    (wildcard !== null || explicit.has(hook.field));
  if (!wildcard) {
    const output = [...named.values()].filter((entry): entry is OutputField => entry !== null);
    return finish(collection, scope, output, extraColumns, computed);
  }

  // With a wildcard, every field in table order (named ones in their place, as v8 read them).
  const output: OutputField[] = [];
  const children = wildcard;
  for (const field of collection.fields.values()) {
    const name = field.field;
    if (named.has(name)) {
      const entry = named.get(name);
      if (entry) output.push(entry);
      continue;
    }
    if (excluded.has(name) || isBlacklisted(scope, name)) continue;
    if (isM2O(field) && children.length > 0) {
      const entry = await expand(context, field, children, depth);
      if (entry) output.push(entry);
    } else if (isToMany(field)) {
      if (children.length === 0) continue;
      const entry = await expand(context, field, children, depth);
      if (entry) output.push(entry);
    } else if (!field.alias) {
      output.push({ kind: 'value', field });
    }
  }
  return finish(collection, scope, output, extraColumns, computed);
}
