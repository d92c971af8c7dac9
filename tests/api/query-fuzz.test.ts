// Fuzzing the query parameters and payloads: thousands of generated requests (seeded, so a failure
// can be replayed with CMS_FUZZ_SEED, and bounded in time). Every answer must be the v8 envelope,
// never a 5xx; malformed writes must be refused with a 4xx and leave every table as it was.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Knex } from 'knex';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const SEED = Number(process.env.CMS_FUZZ_SEED ?? 20261121);
const READ_CASES = Number(process.env.CMS_FUZZ_READS ?? 2000);
const WRITE_CASES = Number(process.env.CMS_FUZZ_WRITES ?? 400);
const TIME_BUDGET_MS = 40_000;
const TOKEN = 'fuzz-admin-static-token';
const TABLES = ['articles', 'authors', 'tags', 'articles_tags', 'directus_users', 'directus_files'];

/** mulberry32: a small seeded generator. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  return { next, pick, chance: (p: number) => next() < p };
}

const FIELDS = [
  'id',
  'title',
  'status',
  'body',
  'author',
  'author.name',
  'tags',
  'tags.tag_id.name',
  'published_on',
  'view_count',
  'slug',
  '*',
  '*.*',
  '-body',
  'nope',
  'author.nope',
  'tags.*.*',
];
const OPERATORS = [
  'eq',
  'neq',
  '<',
  '>=',
  'in',
  'nin',
  'null',
  'nnull',
  'contains',
  'ncontains',
  'rlike',
  'between',
  'nbetween',
  'empty',
  'nempty',
  'has',
  'all',
  'logical',
  'bogus',
  '',
];
const NASTY = [
  "'",
  '"',
  "1' OR '1'='1",
  '; DROP TABLE articles; --',
  '%',
  '_',
  '\\',
  '%_%',
  '\u0000',
  'ünïcødé ✓',
  'now',
  '1,2,3',
  '-1',
  '1e309',
  'NaN',
  '[]',
  '{}',
  'null',
  'x'.repeat(5000),
  '',
  '2024-13-45',
  '2024-01-01 25:61:61',
  '99999999999999999999',
  '0x10',
  ' 7 ',
];
const VALUES = [...NASTY, '1', '2', 'published', 'draft', '2024-01-01', 'Blue'];

function randomQuery(rand: ReturnType<typeof generator>): string {
  const parts: string[] = [];
  const add = (key: string, value: string) =>
    parts.push(
      `${encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(value)}`,
    );
  const count = 1 + Math.floor(rand.next() * 5);
  for (let i = 0; i < count; i++) {
    switch (
      rand.pick([
        'fields',
        'filter',
        'filter',
        'sort',
        'limit',
        'offset',
        'page',
        'meta',
        'q',
        'status',
        'single',
        'groups',
        'junk',
      ] as const)
    ) {
      case 'fields':
        add(
          'fields',
          Array.from({ length: 1 + Math.floor(rand.next() * 3) }, () => rand.pick(FIELDS)).join(
            ',',
          ),
        );
        break;
      case 'filter': {
        const field = rand.chance(0.8) ? rand.pick(FIELDS) : rand.pick(NASTY);
        if (rand.chance(0.15)) add(`filter[${field}]`, rand.pick(VALUES));
        else if (rand.chance(0.1))
          add(`filter[${field}][0][${rand.pick(OPERATORS)}]`, rand.pick(VALUES));
        else add(`filter[${field}][${rand.pick(OPERATORS)}]`, rand.pick(VALUES));
        if (rand.chance(0.1)) add(`filter[${field}][logical]`, rand.pick(['or', 'and', 'xor']));
        break;
      }
      case 'sort':
        add(
          'sort',
          rand.pick([
            'title',
            '-published_on',
            '?',
            'tags',
            'nope',
            '-',
            'author.name',
            'id,-title',
          ]),
        );
        break;
      case 'limit':
      case 'offset':
      case 'page':
        add(
          rand.pick(['limit', 'offset', 'page']),
          rand.pick(['0', '-1', '5', '-7', 'abc', '1e9', '2.5', '']),
        );
        break;
      case 'meta':
        add(
          'meta',
          rand.pick(['*', 'total_count', 'filter_count,result_count', 'status', 'page', 'nope']),
        );
        break;
      case 'q':
        add('q', rand.pick(VALUES));
        break;
      case 'status':
        add('status', rand.pick(['*', 'published', 'draft,deleted', 'nope', '']));
        break;
      case 'single':
        add('single', rand.pick(['1', 'true', '0', 'x']));
        break;
      case 'groups':
        add('groups', rand.pick(['status', 'author', 'nope', 'tags']));
        break;
      case 'junk':
        parts.push(
          rand.pick([
            'filter=abc',
            'filter[]=1',
            'fields[][]=x',
            'limit[]=1',
            '%zz',
            'a[b][c][d][e][f][g][h][i][j][k]=1',
          ]),
        );
        break;
    }
  }
  return parts.join('&');
}

/** A write that must be refused: a valid-looking payload with at least one poisoned entry. */
function poisonedPayload(rand: ReturnType<typeof generator>): unknown {
  const valid: Record<string, unknown> = { title: 'Fuzzed title', status: 'draft', body: 'text' };
  const poison = rand.pick([
    () => ({ nope_field: rand.pick(VALUES) }),
    () => ({ title: ['an', 'array'] }),
    () => ({ title: 'x'.repeat(5000) }),
    () => ({ status: rand.pick(["'; DROP TABLE articles; --", 'unknown-status']) }),
    () => ({ view_count: rand.pick(['abc', '1e309', { nested: 1 }]) }),
    () => ({ published_on: rand.pick(['2024-13-45', 'yesterday', '99999-01-01']) }),
    () => ({ author: { name: ['not', 'a', 'string'] } }),
    () => ({ tags: [{ tag_id: { nope: 1 } }] }),
    () => ({ "'": 1 }),
  ])();
  const item = { ...valid, ...poison };
  // Batches: the poisoned item somewhere among valid ones (all or nothing).
  if (rand.chance(0.3)) return [valid, item, valid];
  return item;
}

async function fingerprint(db: Knex): Promise<string> {
  const hash = createHash('sha256');
  for (const table of TABLES) {
    const rows = await db(table).select().orderBy('id');
    hash.update(`${table}:${JSON.stringify(rows)}`);
  }
  return hash.digest('hex');
}

function assertEnvelope(status: number, text: string, label: string): void {
  assert.ok(status < 500, `${label} → HTTP ${status}: ${text.slice(0, 300)}`);
  if (status === 204) return;
  let body: { data?: unknown; error?: { code?: unknown; message?: unknown } };
  try {
    body = JSON.parse(text);
  } catch {
    assert.fail(`${label} → not JSON (HTTP ${status}): ${text.slice(0, 200)}`);
  }
  if (status >= 400) {
    assert.equal(typeof body.error?.code, 'number', `${label} → error without a code: ${text}`);
    assert.equal(typeof body.error?.message, 'string', label);
    assert.doesNotMatch(text, /select |insert |\bat .*\.ts:\d+/i, `${label} leaks SQL or a stack`);
  } else {
    assert.ok('data' in body, `${label} → success without data: ${text.slice(0, 200)}`);
  }
}

for (const target of databaseMatrix()) {
  describe(`fuzzing the item engine on ${target.label} (seed ${SEED})`, () => {
    let server: TestServer;
    let db: Knex;
    // The server databases get a share of the cases: the engine is the same code.
    const share = target.kind === 'sqlite' ? 1 : 0.25;

    before(async () => {
      server = await startTestServer({ database: target, demoContent: true });
      db = await server.projectDb();
      await db('directus_users').where({ email: server.admin!.email }).update({ token: TOKEN });
    });
    after(async () => {
      await server?.close();
    });

    it('answers every generated read with the envelope and no 5xx', async (t) => {
      const rand = generator(SEED);
      const statuses = new Map<number, number>();
      const started = Date.now();
      const before = await fingerprint(db);
      let cases = 0;
      for (; cases < READ_CASES * share && Date.now() - started < TIME_BUDGET_MS; cases++) {
        const path = rand.chance(0.2)
          ? `/items/articles/${encodeURIComponent(rand.pick(VALUES))}`
          : `/items/${rand.pick(['articles', 'articles', 'authors', 'tags', 'nope', 'directus_users'])}`;
        const url = `${server.baseUrl}/${server.projectKey}${path}?${randomQuery(rand)}`;
        const response = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        assertEnvelope(response.status, await response.text(), `GET ${url}`);
      }
      t.diagnostic(`${cases} reads; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
      // Both outcomes must occur, or the generator is not reaching the engine.
      assert.ok((statuses.get(200) ?? 0) > cases / 10, 'too few successful reads');
      assert.ok(cases >= Math.min(200, READ_CASES * share), `only ${cases} cases ran`);
      assert.equal(await fingerprint(db), before, 'reads changed data');
    });

    it('refuses every poisoned write with a 4xx and changes nothing', async (t) => {
      const rand = generator(SEED + 1);
      const started = Date.now();
      const before = await fingerprint(db);
      let cases = 0;
      for (; cases < WRITE_CASES * share && Date.now() - started < TIME_BUDGET_MS; cases++) {
        const payload = poisonedPayload(rand);
        const [method, path] = rand.pick([
          ['POST', '/items/articles'],
          ['PATCH', '/items/articles/1'],
          ['PATCH', '/items/articles/1,2'],
        ] as const);
        const body = rand.chance(0.05) ? '{"broken json' : JSON.stringify(payload);
        const url = `${server.baseUrl}/${server.projectKey}${path}`;
        const response = await fetch(url, {
          method,
          headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
          body,
        });
        const text = await response.text();
        assertEnvelope(response.status, text, `${method} ${path} ${body.slice(0, 200)}`);
        assert.ok(response.status >= 400, `${method} ${path} accepted ${body.slice(0, 200)}`);
      }
      t.diagnostic(`${cases} poisoned writes refused`);
      assert.ok(cases >= Math.min(50, WRITE_CASES * share), `only ${cases} cases ran`);
      assert.equal(await fingerprint(db), before, 'a refused write changed data');
    });
  });
}
