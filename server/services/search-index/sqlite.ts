// SQLite: FTS5 tables (one or two per indexed collection, see below), tokenizer `trigram`, external
// content (they store only the index, the text stays in the collection's table) keyed by the
// INTEGER PRIMARY KEY, and kept in step by three triggers each, so every write updates the index
// in its own transaction.
// `detail=none`: the index holds which rows contain each trigram, not where (a tenth of the size
// of `detail=full`, writes about twice as fast); a term's candidates are the rows holding all of
// its trigrams, a superset of its substring matches, which the unchanged LIKE then narrows.
//
// Two parts per collection when it has both: long texts (text columns without a declared length:
// bodies, descriptions) in one FTS5 table, every other column (titles, slugs, statuses, numbers,
// keys) in another. FTS5 indexes a row as a whole, so an update re-indexes every column of the
// table it touches: a status, a sort value or a counter would otherwise re-index the body too (about
// 0.8 ms for 800 characters, against 13 µs for the update). A LIKE matches inside one column, so
// its trigrams are all in one part: the union of the parts' candidates is still a superset.
//
// Names: `cms_fts_<length of the collection name>_<collection>`, and `…__long` for the long texts
// when they have a part of their own. FTS5 adds shadow tables named `<table>_data`, `_idx`,
// `_docsize`, `_config`; the length prefix keeps those from ever equalling the index table of
// another collection (whose name would have a different length).
//
// Every identifier reaching the SQL below passed IDENTIFIER_PATTERN (targets.ts), and is quoted.
import type { Knex } from 'knex';
import type { FieldSchema } from '../schema/types.js';
import type { IndexTarget } from './targets.js';

export const FTS_PREFIX = 'cms_fts_';

const TRIGGERS = ['insert', 'delete', 'update'] as const;

const LONG_SUFFIX = '__long';

/** The index table of `collection`'s short columns (or of all, unsplit); `long`: its long texts. */
export function ftsTable(collection: string, long = false): string {
  return `${FTS_PREFIX}${collection.length}_${collection}${long ? LONG_SUFFIX : ''}`;
}

/** The collection (and part) an index table is for; null for any other table (shadows too). */
function partOf(table: string): { collection: string; long: boolean } | null {
  const match = table.slice(FTS_PREFIX.length).match(/^(\d+)_(.*)$/s);
  if (!match) return null;
  const collection = match[2].slice(0, Number(match[1]));
  const rest = match[2].slice(collection.length);
  if (collection.length !== Number(match[1]) || (rest !== '' && rest !== LONG_SUFFIX)) return null;
  return { collection, long: rest === LONG_SUFFIX };
}

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;
const literal = (name: string): string => `'${name.replaceAll("'", "''")}'`;

/** One FTS5 table of a collection's index. */
export interface FtsPart {
  table: string;
  columns: string[];
  /** Its three triggers exist. */
  triggers: boolean;
  /** The update trigger skips writes that change no indexed value (older ones are made anew). */
  triggersCurrent: boolean;
  /** Made with this file's options (an index made otherwise is made anew). */
  current: boolean;
}

/** A collection's FTS5 index as it exists: its parts, and what holds for all of them. */
export interface FtsIndex {
  collection: string;
  /** The short columns' part first. */
  parts: FtsPart[];
  /** Every indexed column, over the parts. */
  columns: string[];
  triggers: boolean;
  triggersCurrent: boolean;
  current: boolean;
}

/** The parts a target asks for: the table of each, and its columns in the collection's order. */
export function wantedParts(target: IndexTarget): { table: string; columns: FieldSchema[] }[] {
  const long = target.columns.filter(isLongText);
  const short = target.columns.filter((field) => !isLongText(field));
  if (long.length === 0 || short.length === 0) {
    return [{ table: ftsTable(target.collection), columns: target.columns }];
  }
  return [
    { table: ftsTable(target.collection), columns: short },
    { table: ftsTable(target.collection, true), columns: long },
  ];
}

/** A text column without a declared length (SQLite `text`; `varchar(255)` is short). */
function isLongText(field: FieldSchema): boolean {
  return field.valueClass === 'string' && field.column?.length == null;
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
  const parts = new Map<string, FtsPart>();
  const indexes = new Map<string, FtsIndex>();
  for (const row of rows) {
    const table = String(row.fts);
    const owner = partOf(table);
    if (owner === null) continue;
    let part = parts.get(table);
    if (!part) {
      part = {
        table,
        columns: [],
        triggers: TRIGGERS.every((kind) => triggers.has(`${table}_${kind}`)),
        triggersCurrent: UPDATE_WHEN.test(triggers.get(`${table}_update`) ?? ''),
        current: String(row.sql).includes(OPTIONS),
      };
      parts.set(table, part);
      let index = indexes.get(owner.collection);
      if (!index) {
        index = {
          collection: owner.collection,
          parts: [],
          columns: [],
          triggers: true,
          triggersCurrent: true,
          current: true,
        };
        indexes.set(owner.collection, index);
      }
      // The short part first, so that an index's columns read in the wanted parts' order.
      if (owner.long) index.parts.push(part);
      else index.parts.unshift(part);
    }
    part.columns.push(String(row.col));
  }
  for (const index of indexes.values()) {
    index.columns = index.parts.flatMap((part) => part.columns);
    index.triggers = index.parts.every((part) => part.triggers);
    index.triggersCurrent = index.parts.every((part) => part.triggersCurrent);
    index.current = index.parts.every((part) => part.current);
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

/** Every table `collection`'s index may have, whichever parts it has now. */
const possibleTables = (collection: string) => [ftsTable(collection), ftsTable(collection, true)];

/** Drops the triggers of every part `collection`'s index may have. */
export async function dropTriggers(db: Knex, collection: string): Promise<void> {
  for (const table of possibleTables(collection)) {
    for (const kind of TRIGGERS)
      await db.raw(`drop trigger if exists ${quote(`${table}_${kind}`)}`);
  }
}

export async function dropFts(db: Knex, collection: string): Promise<void> {
  await dropTriggers(db, collection);
  for (const table of possibleTables(collection)) {
    await db.raw(`drop table if exists ${quote(table)}`);
  }
}

/** Creates the FTS5 tables (empty: `rebuild` fills them). */
export async function createFts(db: Knex, target: IndexTarget): Promise<void> {
  for (const part of wantedParts(target)) {
    const columns = part.columns.map((field) => quote(field.field)).join(', ');
    await db.raw(
      `create virtual table ${quote(part.table)} using fts5(${columns}, ` +
        `content=${literal(target.collection)}, content_rowid=${literal(target.key)}, ${OPTIONS})`,
    );
  }
}

/** Re-reads every row of the collection into its index. */
export async function rebuildFts(db: Knex, target: IndexTarget): Promise<void> {
  for (const part of wantedParts(target)) {
    const table = quote(part.table);
    await db.raw(`insert into ${table}(${table}) values ('rebuild')`);
  }
}

/** Each part's three triggers, which keep it in step with inserts, deletes and updates. */
export async function createTriggers(db: Knex, target: IndexTarget): Promise<void> {
  const content = quote(target.collection);
  const key = quote(target.key);
  for (const part of wantedParts(target)) {
    const fts = quote(part.table);
    const names = part.columns.map((field) => quote(field.field));
    const list = names.join(', ');
    const values = (row: 'new' | 'old') => names.map((name) => `${row}.${name}`).join(', ');
    const insert = `insert into ${fts}(rowid, ${list}) values (new.${key}, ${values('new')});`;
    const remove = `insert into ${fts}(${fts}, rowid, ${list}) values ('delete', old.${key}, ${values('old')});`;
    // Updates that touch none of the part's columns (a date, the other part's) leave it alone, and
    // so do those that set its columns to the values they had.
    const watchedNames = [...new Set([key, ...names])];
    const watched = watchedNames.join(', ');
    const changed = watchedNames.map((name) => `old.${name} is not new.${name}`).join(' or ');
    await db.raw(
      `create trigger ${quote(`${part.table}_insert`)} after insert on ${content} begin ${insert} end`,
    );
    await db.raw(
      `create trigger ${quote(`${part.table}_delete`)} after delete on ${content} begin ${remove} end`,
    );
    await db.raw(
      `create trigger ${quote(`${part.table}_update`)} after update of ${watched} on ${content} ` +
        `when ${changed} begin ${remove} ${insert} end`,
    );
  }
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
