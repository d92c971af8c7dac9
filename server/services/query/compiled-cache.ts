// The SQL of a read is a function of its ReadQuery (and of the schema model it was parsed against):
// the same read asked for again — a listing many clients poll, the next request for the same page —
// reuses the SQL text and bindings knex generated the first time instead of building and compiling
// the query again. Values stay bound parameters: the cache only spares knex's work.
//
// Keys are the read's own content, serialised (values included, so equal keys mean equal SQL and
// bindings by construction), without `now` (only used while parsing, to coerce `now` filter
// values, which are in the key). Schema objects are named rather than serialised; a cache belongs
// to one schema model, so a schema change (new version, new model) starts with an empty cache.
// Permissions are in the key through the scopes the ReadQuery carries; nothing else from the
// caller reaches SQL. Bounded: least recently used entries are dropped.
import type { Knex } from 'knex';
import type { SchemaModel } from '../schema/types.js';
import { type CompiledQuery, compile } from './runner.js';

/** Entries per schema model (each one SQL text and its bindings). */
const MAX_ENTRIES = 500;
/** Longer keys are not cached (a huge IN list or filter is not worth keeping). */
const MAX_KEY_LENGTH = 4096;

interface Cache {
  /** JSON.stringify's replacer naming this model's collections and fields. */
  replacer: (key: string, value: unknown) => unknown;
  entries: Map<string, CompiledQuery>;
}

const caches = new WeakMap<SchemaModel, Cache>();

function cacheOf(schema: SchemaModel): Cache {
  let cache = caches.get(schema);
  if (!cache) {
    const names = new WeakMap<object, string>();
    for (const collection of schema.collections.values()) {
      names.set(collection, `c:${collection.collection}`);
      for (const field of collection.fields.values()) {
        names.set(field, `f:${collection.collection}.${field.field}`);
      }
    }
    cache = { replacer: replacer(names), entries: new Map() };
    caches.set(schema, cache);
  }
  return cache;
}

class Uncacheable extends Error {}

/**
 * JSON.stringify's replacer for keys: schema objects become their names, Sets and Maps their
 * entries, numbers JSON cannot spell (NaN, ±Infinity) and bigints a tagged string. Positions in a
 * ReadQuery are typed (a field is always a FieldSchema, a value always a value), so these forms
 * cannot be mistaken for one another. Anything that is not plain data makes the read uncacheable.
 */
function replacer(names: WeakMap<object, string>) {
  return (_key: string, value: unknown): unknown => {
    switch (typeof value) {
      case 'string':
      case 'boolean':
        return value;
      case 'number':
        return Number.isFinite(value) ? value : `#${String(value)}`;
      case 'bigint':
        return `#${value}n`;
      case 'undefined':
        return value;
      case 'object': {
        if (value === null || Array.isArray(value)) return value;
        const name = names.get(value);
        if (name !== undefined) return `@${name}`;
        if (value instanceof Set) return ['#set', ...value];
        if (value instanceof Map) return ['#map', ...value];
        const prototype = Object.getPrototypeOf(value);
        if (prototype !== Object.prototype && prototype !== null) throw new Uncacheable();
        return value;
      }
      default:
        // Functions, symbols: not data, cannot be keyed.
        throw new Uncacheable();
    }
  };
}

/**
 * The cache key of `parts` (a tag, the read or the parts of it a query uses, and whatever else
 * its SQL depends on), or undefined when it cannot be keyed (then the query is compiled as usual).
 * A ReadQuery's `now` (used while parsing only) and `schema` (one cache per model) are left out.
 */
export function readKey(schema: SchemaModel, ...parts: unknown[]): string | undefined {
  const cache = cacheOf(schema);
  const keyed = parts.map((part) => {
    if (part === null || typeof part !== 'object' || !('schema' in part) || !('now' in part)) {
      return part;
    }
    const { schema: _schema, now: _now, ...rest } = part as { schema: unknown; now: unknown };
    return rest;
  });
  try {
    const text = JSON.stringify(keyed, cache.replacer);
    return text.length <= MAX_KEY_LENGTH ? text : undefined;
  } catch (error) {
    // Cycles (TypeError) or values that are not plain data.
    if (error instanceof Uncacheable || error instanceof TypeError) return undefined;
    throw error;
  }
}

/**
 * The compiled SQL and bindings of the query `build` makes, from the cache when `key` was
 * compiled before against the same schema model. `key` must determine the query completely
 * (see readKey); undefined compiles without caching.
 */
export function compileCached(
  schema: SchemaModel,
  key: string | undefined,
  build: () => Knex.QueryBuilder,
): CompiledQuery {
  if (key === undefined) return compile(build());
  const { entries } = cacheOf(schema);
  const cached = entries.get(key);
  if (cached) {
    // Most recently used last: Map keeps insertion order.
    entries.delete(key);
    entries.set(key, cached);
    return cached;
  }
  const built = compile(build());
  // Shared by every request that hits this entry: nobody may change it.
  const compiled = Object.freeze({ sql: built.sql, bindings: Object.freeze([...built.bindings]) });
  if (entries.size >= MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.set(key, compiled);
  return compiled;
}
