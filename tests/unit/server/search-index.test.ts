// The pieces of the `q` search index that need no server: FTS5 phrase quoting, the trigram length
// rule, index names that cannot collide, and the property `q` relies on — on SQLite the FTS5
// trigram candidates of a term include every row its LIKE matches (so LIKE AND candidates = LIKE),
// checked on generated text full of case, accents and FTS5/LIKE syntax.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import knex, { type Knex } from 'knex';
import {
  type MatchEstimate,
  mostMatchesWorthReading,
  readingMatchesFirstPays,
  SEARCH_PRICES,
} from '../../../server/services/query/search.js';
import type { FieldSchema } from '../../../server/services/schema/types.js';
import { trigramIndexName } from '../../../server/services/search-index/postgres.js';
import { selectFtsCandidates, usesTrigrams } from '../../../server/services/search-index/query.js';
import {
  createFts,
  createTriggers,
  ftsQuery,
  ftsTable,
  listFtsIndexes,
  rebuildFts,
} from '../../../server/services/search-index/sqlite.js';

const field = (name: string, dataType = 'text') =>
  ({ field: name, column: { dataType } }) as unknown as FieldSchema;
const column = (name: string, valueClass: string, dataType: string, length: number | null) =>
  ({ field: name, valueClass, column: { dataType, length } }) as unknown as FieldSchema;

describe('search index names and terms', () => {
  it('asks FTS5 for every trigram of a term, each quoted, operators as plain text', () => {
    assert.equal(ftsQuery('abc'), '"abc"');
    assert.equal(ftsQuery('a OR b'), '"a O" AND " OR" AND "OR " AND "R b"');
    assert.equal(ftsQuery('x"y"'), '"x""y" AND """y"""');
    assert.equal(ftsQuery('ééé😀'), '"ééé" AND "éé😀"', 'code points, not UTF-16 units');
    assert.equal(ftsQuery('aaaaaa'), '"aaa"', 'each trigram once');
    const long = ftsQuery('abcdefghijklmnopqrstuvwxyz0123456789');
    assert.equal(long.split(' AND ').length, 24, 'at most 24 trigrams');
    assert.ok(long.startsWith('"abc"') && long.endsWith('"789"'), long);
  });

  it('uses trigrams from three code points on', () => {
    assert.equal(usesTrigrams('ab'), false);
    assert.equal(usesTrigrams('abc'), true);
    assert.equal(usesTrigrams('éé'), false);
    assert.equal(usesTrigrams('😀😀'), false, 'two code points, four UTF-16 units');
    assert.equal(usesTrigrams('😀😀😀'), true);
  });

  it('names FTS5 tables so no shadow table equals another collection’s index', () => {
    assert.equal(ftsTable('posts'), 'cms_fts_5_posts');
    const shadows = ['data', 'idx', 'docsize', 'config', 'content'].map(
      (suffix) => `${ftsTable('posts')}_${suffix}`,
    );
    for (const name of ['posts_data', 'posts_idx', 'posts_docsize', 'posts_config']) {
      assert.ok(!shadows.includes(ftsTable(name)), name);
    }
  });

  it('names trigram indexes by table, column and expression', () => {
    const text = trigramIndexName('posts', field('title', 'character varying'));
    assert.match(text, /^cms_trgm_[0-9a-f]{20}$/);
    assert.equal(text, trigramIndexName('posts', field('title', 'text')));
    assert.notEqual(text, trigramIndexName('posts', field('title', 'integer')));
    assert.notEqual(text, trigramIndexName('pages', field('title', 'text')));
  });
});

const PIECES = ['a', 'B', 'é', 'É', 'ß', 'İ', 'ı', '%', '_', '"', "'", '\\', ' ', '*', '-', 'OR'];

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('SQLite FTS5 trigram candidates include every LIKE match', () => {
  let db: Knex;
  // A long text (no declared length) has a part of its own; the varchar and the number share one.
  const target = {
    collection: 'notes',
    key: 'id',
    columns: [
      column('title', 'string', 'text', null),
      column('label', 'string', 'varchar', 40),
      column('n', 'number', 'integer', null),
    ],
  };
  const short = ftsTable('notes');
  const long = ftsTable('notes', true);
  before(async () => {
    db = knex({
      client: 'better-sqlite3',
      connection: { filename: ':memory:' },
      useNullAsDefault: true,
    });
    await db.raw(
      'create table notes (id integer primary key, title text, label varchar(40), n integer)',
    );
    const next = random(3);
    const text = (most: number) =>
      Array.from(
        { length: 1 + Math.floor(next() * most) },
        () => PIECES[Math.floor(next() * PIECES.length)],
      ).join('');
    const rows = Array.from({ length: 400 }, (_, index) => ({
      id: index + 1,
      title: text(10),
      label: text(4),
      n: Math.floor(next() * 1000),
    }));
    // Half before the index (rebuild), half after (triggers).
    await db('notes').insert(rows.slice(0, 200));
    await createFts(db, target);
    await rebuildFts(db, target);
    await createTriggers(db, target);
    await db('notes').insert(rows.slice(200));
    await db('notes').where('id', '<=', 20).update({ title: 'ÉtÉ OR "été"' });
    await db('notes').where('id', '>', 20).andWhere('id', '<=', 30).update({ label: 'Ünï OR' });
    await db('notes').where('id', '>', 380).delete();
  });
  after(async () => {
    await db.destroy();
  });

  it('lists the index with its two parts, their columns and triggers', async () => {
    const index = (await listFtsIndexes(db)).get('notes');
    const part = (table: string, columns: string[]) => ({
      table,
      columns,
      triggers: true,
      triggersCurrent: true,
      current: true,
    });
    assert.deepEqual(index, {
      collection: 'notes',
      parts: [part(short, ['label', 'n']), part(long, ['title'])],
      columns: ['label', 'n', 'title'],
      triggers: true,
      triggersCurrent: true,
      current: true,
    });
  });

  it('re-indexes an update only in the part whose values it changes', async () => {
    // Each write that reaches a part adds a segment to its data (merging is turned off here).
    for (const table of [short, long]) {
      await db.raw(`insert into "${table}"("${table}", rank) values ('automerge', 0)`);
      await db.raw(`insert into "${table}"("${table}", rank) values ('crisismerge', 1000)`);
    }
    const segments = async () => {
      const count = async (table: string) =>
        Number((await db.raw(`select count(*) as n from "${table}_data"`))[0].n);
      return { short: await count(short), long: await count(long) };
    };
    const before = await segments();
    await db('notes')
      .where('id', 21)
      .update({ title: db.ref('title'), label: db.ref('label'), n: db.ref('n') });
    await db('notes')
      .where('id', 21)
      .update({ n: db.raw('n + 0') });
    assert.deepEqual(await segments(), before, 'the same values: the index is left alone');
    await db('notes')
      .where('id', 21)
      .update({ n: db.raw('n + 1') });
    const afterNumber = await segments();
    assert.ok(afterNumber.short > before.short, 'a new number is indexed');
    assert.equal(afterNumber.long, before.long, 'the long text is not indexed again');
    await db('notes').where('id', 21).update({ title: 'A new title' });
    const afterTitle = await segments();
    assert.ok(afterTitle.long > afterNumber.long, 'a new long text is indexed');
    assert.equal(afterTitle.short, afterNumber.short, 'the short columns are not indexed again');
  });

  it('finds a superset of LIKE over both parts for every term of three and more characters', async () => {
    const next = random(11);
    const rows: { title: string; label: string }[] = await db('notes').select('title', 'label');
    const index = (await listFtsIndexes(db)).get('notes')!;
    let compared = 0;
    for (let round = 0; round < 200; round++) {
      const row = rows[Math.floor(next() * rows.length)];
      const source = [...(round % 2 === 0 ? row.title : row.label)];
      const length = 3 + Math.floor(next() * 4);
      const start = Math.floor(next() * Math.max(1, source.length - length));
      let term = source.slice(start, start + length).join('');
      if (round % 3 === 0) term = term.toUpperCase();
      if (!usesTrigrams(term)) continue;
      const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      const likeAny = (query: Knex.QueryBuilder) =>
        query
          .whereRaw(`title like ? escape '\\'`, [pattern])
          .orWhereRaw(`label like ? escape '\\'`, [pattern])
          .orWhereRaw(`n like ? escape '\\'`, [pattern]);
      const like = await db('notes').select('id').where(likeAny).orderBy('id');
      const both = await db('notes')
        .select('id')
        .whereIn('id', (candidates) => selectFtsCandidates(candidates, index, term))
        .andWhere(likeAny)
        .orderBy('id');
      assert.deepEqual(both, like, `term ${JSON.stringify(term)}`);
      compared++;
    }
    assert.ok(compared > 80, `${compared} terms compared`);
  });
});

describe('a listing reads few matches first', () => {
  // The walk of the sort's order meets about paged × rows ÷ matches rows; reading first fetches
  // each match (query/search.ts). Prices per dialect, measured at 1,000,000 posts.
  const postgres = (estimate: MatchEstimate, paged: number) =>
    readingMatchesFirstPays(estimate, paged, SEARCH_PRICES.postgres);
  const sqlite = (estimate: MatchEstimate, paged: number) =>
    readingMatchesFirstPays(estimate, paged, SEARCH_PRICES.sqlite);

  it('PostgreSQL reads an author’s 10,000 posts of 1,000,000 first (found by the key)', () => {
    assert.equal(postgres({ exact: 10_000, trigram: 0, rows: 1_000_000 }, 50), true);
  });
  it('PostgreSQL walks for 10,000 posts that only the trigrams find, on the first page', () => {
    assert.equal(postgres({ exact: 0, trigram: 10_000, rows: 1_000_000 }, 50), false);
  });
  it('reads the same posts first on a page far down, where the walk would meet most rows', () => {
    assert.equal(postgres({ exact: 0, trigram: 10_000, rows: 1_000_000 }, 2_050), true);
    assert.equal(sqlite({ exact: 10_000, trigram: 0, rows: 1_000_000 }, 2_050), true);
  });
  it('walks for a term most rows hold, however it is found', () => {
    assert.equal(postgres({ exact: 600_000, trigram: 0, rows: 1_000_000 }, 50), false);
    assert.equal(sqlite({ exact: 0, trigram: 600_000, rows: 1_000_000 }, 50), false);
  });
  it('SQLite walks for the author’s 10,000 posts (20-23 ms against 33-39 ms read first)', () => {
    assert.equal(sqlite({ exact: 10_000, trigram: 0, rows: 1_000_000 }, 50), false);
  });
  it('SQLite reads first a term the index finds in 5,630 posts (11 ms against 30 ms walked)', () => {
    assert.equal(sqlite({ exact: 0, trigram: 5_630, rows: 1_000_000 }, 50), true);
    assert.equal(sqlite({ exact: 0, trigram: 1_000, rows: 1_000_000 }, 50), true);
  });
  it('counts matches only up to where reading first could still pay', () => {
    const most = mostMatchesWorthReading(1_000_000, 50, SEARCH_PRICES.sqlite);
    assert.equal(most, 10_000);
    assert.equal(sqlite({ exact: 0, trigram: most, rows: 1_000_000 }, 50), true);
    assert.equal(sqlite({ exact: 0, trigram: most + 1, rows: 1_000_000 }, 50), false);
    for (const prices of Object.values(SEARCH_PRICES)) {
      const limit = mostMatchesWorthReading(100_000, 200, prices);
      for (const exact of [0, Math.floor(limit / 2), limit + 1]) {
        const estimate = { exact, trigram: limit + 1 - exact, rows: 100_000 };
        assert.equal(
          readingMatchesFirstPays(estimate, 200, prices),
          false,
          JSON.stringify(estimate),
        );
      }
    }
  });
});
