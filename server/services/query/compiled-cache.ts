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
  /** This model's collections and fields, by the (quoted, tagged) name standing for them in keys. */
  names: WeakMap<object, string>;
  entries: Map<string, CompiledQuery>;
}

const caches = new WeakMap<SchemaModel, Cache>();

function cacheOf(schema: SchemaModel): Cache {
  let cache = caches.get(schema);
  if (!cache) {
    const names = new WeakMap<object, string>();
    for (const collection of schema.collections.values()) {
      // Quoted once here: a name is one string in the key, whatever characters it holds.
      names.set(collection, `@${JSON.stringify(`c:${collection.collection}`)}`);
      for (const field of collection.fields.values()) {
        names.set(field, `@${JSON.stringify(`f:${collection.collection}.${field.field}`)}`);
      }
    }
    cache = { names, entries: new Map() };
    caches.set(schema, cache);
  }
  return cache;
}

/** Thrown by the walk when the parts cannot be keyed: not plain data, too deep, or too long. */
class Uncacheable extends Error {}

/** Deeper than any ReadQuery nests; also what stops a cycle. */
const MAX_DEPTH = 64;

/** Checked as each container closes, so a key already too long (a huge IN list) stops early. */
function bounded(text: string): string {
  if (text.length > MAX_KEY_LENGTH) throw new Uncacheable();
  return text;
}

/** Object keys are a few identifiers used again and again: quote each once. */
const quotedKeys = new Map<string, string>();

function quoteKey(key: string): string {
  let quoted = quotedKeys.get(key);
  if (quoted === undefined) {
    quoted = JSON.stringify(key);
    if (quotedKeys.size < 1000) quotedKeys.set(key, quoted);
  }
  return quoted;
}

/**
 * The key text of `value`, JSON-like and written by hand (JSON.stringify with a replacer calls
 * back into JS for every value). Every form is distinct: strings are quoted, so the unquoted tags
 * cannot be mistaken for them; schema objects become their names (`@"c:posts"`), Sets and Maps
 * their entries, numbers JSON cannot spell (NaN, ±Infinity) and bigints tagged text. Object
 * properties that are undefined are left out, as JSON does. Anything that is not plain data
 * makes the parts uncacheable.
 */
function keyText(value: unknown, names: WeakMap<object, string>, depth: number): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      return Number.isFinite(value) ? String(value) : `#${value}`;
    case 'bigint':
      return `#${value}n`;
    case 'undefined':
      return '#u';
    case 'object':
      break;
    default:
      // Functions, symbols: not data, cannot be keyed.
      throw new Uncacheable();
  }
  if (value === null) return 'null';
  if (depth > MAX_DEPTH) throw new Uncacheable();
  const name = names.get(value);
  if (name !== undefined) return name;
  let text: string;
  if (Array.isArray(value)) {
    text = '[';
    for (let index = 0; index < value.length; index++) {
      text += (index === 0 ? '' : ',') + keyText(value[index], names, depth + 1);
    }
    return bounded(`${text}]`);
  }
  if (value instanceof Set) {
    text = '#set[';
    for (const entry of value) text += `${keyText(entry, names, depth + 1)},`;
    return bounded(`${text}]`);
  }
  if (value instanceof Map) {
    text = '#map[';
    for (const [key, entry] of value) {
      text += `${keyText(key, names, depth + 1)}:${keyText(entry, names, depth + 1)},`;
    }
    return bounded(`${text}]`);
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) throw new Uncacheable();
  text = '{';
  for (const key in value) {
    const entry = (value as Record<string, unknown>)[key];
    if (entry === undefined) continue;
    text += `${quoteKey(key)}:${keyText(entry, names, depth + 1)},`;
  }
  return bounded(`${text}}`);
}

/**
 * The cache key of `parts` (a tag, the read or the parts of it a query uses, and whatever else
 * its SQL depends on), or undefined when it cannot be keyed (then the query is compiled as usual).
 * A ReadQuery's `now` (used while parsing only) and `schema` (one cache per model) are left out.
 */
export function readKey(schema: SchemaModel, ...parts: unknown[]): string | undefined {
  const { names } = cacheOf(schema);
  let text = '';
  try {
    for (const part of parts) {
      if (part !== null && typeof part === 'object' && 'schema' in part && 'now' in part) {
        const { schema: _schema, now: _now, ...rest } = part as { schema: unknown; now: unknown };
        text += `${keyText(rest, names, 0)};`;
      } else {
        text += `${keyText(part, names, 0)};`;
      }
    }
  } catch (error) {
    if (error instanceof Uncacheable) return undefined;
    throw error;
  }
  return text.length <= MAX_KEY_LENGTH ? text : undefined;
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
