// SQLite: one FTS5 table per indexed collection, tokenizer `trigram`, external content (it stores
// only the index, the text stays in the collection's table) keyed by the INTEGER PRIMARY KEY, and
// kept in step by three triggers, so every write updates the index in its own transaction.
// `detail=none`: the index holds which rows contain each trigram, not where (a tenth of the size
// of `detail=full`, writes about twice as fast); a term's candidates are the rows holding all of
// its trigrams, a superset of its substring matches, which the unchanged LIKE then narrows.
//
// Names: `cms_fts_<length of the collection name>_<collection>`. FTS5 adds shadow tables named
// `<table>_data`, `_idx`, `_docsize`, `_config`; the length prefix keeps those from ever equalling
// the index table of another collection (whose name would have a different length).
//
// Every identifier reaching the SQL below passed IDENTIFIER_PATTERN (targets.ts), and is quoted.
import type { Knex } from 'knex';
import type { IndexTarget } from './targets.js';

export const FTS_PREFIX = 'cms_fts_';

const TRIGGERS = ['insert', 'delete', 'update'] as const;

export function ftsTable(collection: string): string {
  return `${FTS_PREFIX}${collection.length}_${collection}`;
}

function collectionOf(table: string): string | null {
  const match = table.slice(FTS_PREFIX.length).match(/^(\d+)_(.*)$/);
  if (!match || Number(match[1]) !== match[2].length) return null;
  return match[2];
}

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;
const literal = (name: string): string => `'${name.replaceAll("'", "''")}'`;

/** An FTS5 index that exists: its collection, columns and whether its three triggers do. */
export interface FtsIndex {
  collection: string;
  table: string;
  columns: string[];
  triggers: boolean;
  /** The update trigger skips writes that change no indexed value (older ones are made anew). */
  triggersCurrent: boolean;
  /** Made with this file's options (an index made otherwise is made anew). */
  current: boolean;
}

const OPTIONS = `tokenize='trigram', detail=none`;

/** What tells this file's update trigger from an older one, which re-indexed every update. */
const UPDATE_WHEN = / when old\./;

type Row = Record<string, unknown>;

/** The FTS5 indexes of this database, by collection (one query, plus one for the triggers). */
export async function listFtsIndexes(db: Knex): Promise<Map<string, FtsIndex>> {
  const rows: Row[] = await db.raw(
    `select m.name as fts, m.sql as sql, p.name as col
       from sqlite_master m join pragma_table_info(m.name) p
      where m.type = 'table' and m.name like 'cms\\_fts\\_%' escape '\\'
        and lower(m.sql) like 'create virtual table%'
      order by m.name, p.cid`,
  );
  const triggerRows: Row[] = await db.raw(
    `select name, sql from sqlite_master where type = 'trigger' and name like 'cms\\_fts\\_%' escape '\\'`,
  );
  const triggers = new Map(triggerRows.map((row) => [String(row.name), String(row.sql)]));
  const indexes = new Map<string, FtsIndex>();
  for (const row of rows) {
    const table = String(row.fts);
    const collection = collectionOf(table);
    if (collection === null) continue;
    let index = indexes.get(collection);
    if (!index) {
      index = {
        collection,
        table,
        columns: [],
        triggers: TRIGGERS.every((kind) => triggers.has(`${table}_${kind}`)),
        triggersCurrent: UPDATE_WHEN.test(triggers.get(`${table}_update`) ?? ''),
        current: String(row.sql).includes(OPTIONS),
      };
      indexes.set(collection, index);
    }
    index.columns.push(String(row.col));
  }
  return indexes;
}

/** The CREATE statement of a table as SQLite stores it (null: no such table). */
export async function tableSql(db: Knex, table: string): Promise<string | null> {
  const rows: Row[] = await db.raw(
    `select sql from sqlite_master where type = 'table' and name = ?`,
    [table],
  );
  return rows.length > 0 ? String(rows[0].sql) : null;
}

export async function dropTriggers(db: Knex, collection: string): Promise<void> {
  const table = ftsTable(collection);
  for (const kind of TRIGGERS) await db.raw(`drop trigger if exists ${quote(`${table}_${kind}`)}`);
}

export async function dropFts(db: Knex, collection: string): Promise<void> {
  await dropTriggers(db, collection);
  await db.raw(`drop table if exists ${quote(ftsTable(collection))}`);
}

/** Creates the FTS5 table (empty: `rebuild` fills it). */
export async function createFts(db: Knex, target: IndexTarget): Promise<void> {
  const columns = target.columns.map((field) => quote(field.field)).join(', ');
  await db.raw(
    `create virtual table ${quote(ftsTable(target.collection))} using fts5(${columns}, ` +
      `content=${literal(target.collection)}, content_rowid=${literal(target.key)}, ${OPTIONS})`,
  );
}

/** Re-reads every row of the collection into its index. */
export async function rebuildFts(db: Knex, collection: string): Promise<void> {
  const table = quote(ftsTable(collection));
  await db.raw(`insert into ${table}(${table}) values ('rebuild')`);
}

/** The three triggers that keep the index in step with inserts, deletes and updates. */
export async function createTriggers(db: Knex, target: IndexTarget): Promise<void> {
  const table = ftsTable(target.collection);
  const fts = quote(table);
  const content = quote(target.collection);
  const names = target.columns.map((field) => quote(field.field));
  const list = names.join(', ');
  const values = (row: 'new' | 'old') => names.map((name) => `${row}.${name}`).join(', ');
  const key = quote(target.key);
  const insert = `insert into ${fts}(rowid, ${list}) values (new.${key}, ${values('new')});`;
  const remove = `insert into ${fts}(${fts}, rowid, ${list}) values ('delete', old.${key}, ${values('old')});`;
  // Updates that touch no indexed column (a status, a date) leave the index alone, and so do those
  // that set indexed columns to the values they had: re-indexing a row costs about 0.8 ms for an
  // 800-character text (13 µs for the update itself).
  const watchedNames = [...new Set([key, ...names])];
  const watched = watchedNames.join(', ');
  const changed = watchedNames.map((name) => `old.${name} is not new.${name}`).join(' or ');
  await db.raw(
    `create trigger ${quote(`${table}_insert`)} after insert on ${content} begin ${insert} end`,
  );
  await db.raw(
    `create trigger ${quote(`${table}_delete`)} after delete on ${content} begin ${remove} end`,
  );
  await db.raw(
    `create trigger ${quote(`${table}_update`)} after update of ${watched} on ${content} ` +
      `when ${changed} begin ${remove} ${insert} end`,
  );
}

/** Trigrams a query names at most (any subset of a term's trigrams still finds all its rows). */
const MAX_TRIGRAMS = 24;

/**
 * The FTS5 query for rows that may contain `text` (three or more code points): all of its
 * trigrams, each a quoted string (`"` doubled), so FTS5 operators in the text (AND, OR, NEAR, *,
 * -, ^, :, parentheses) are plain characters.
 */
export function ftsQuery(text: string): string {
  const chars = [...text];
  const trigrams = new Set<string>();
  for (let index = 0; index + 3 <= chars.length; index++) {
    trigrams.add(chars.slice(index, index + 3).join(''));
  }
  let list = [...trigrams];
  if (list.length > MAX_TRIGRAMS) {
    // Spread over the whole term, first and last included.
    const step = (list.length - 1) / (MAX_TRIGRAMS - 1);
    list = Array.from({ length: MAX_TRIGRAMS }, (_, index) => list[Math.round(index * step)]);
  }
  return list.map((trigram) => `"${trigram.replaceAll('"', '""')}"`).join(' AND ');
}
