// What the `q` search index (issue #20 §1) costs writes and saves searches: PATCH and batch-create
// throughput, and `q` latency for a rare, a common and a two-character term (two characters always
// scan), each with the collection's index on and then switched off. In-process (Fastify inject,
// no HTTP), one request at a time, so the figures are the server's own cost per request.
// Prints figures, asserts nothing.
// Run: npx tsx bench/search-index.ts   [BENCH_ROWS=10000] [BENCH_REQUESTS=200]
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432   also on PostgreSQL (a scratch database)
//   BENCH_SQLITE=0                                   not on SQLite
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { buildApp } from '../server/app.js';
import { ProjectRegistry } from '../server/config/project-registry.js';
import { dialectOf } from '../server/db/dialect.js';
import { createProject, type DatabaseInput } from '../server/services/projects/create-project.js';
import { databaseMatrix, type TestDatabase } from '../tests/helpers/databases.js';
import { sequence } from './random.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const BATCH = 100;
const PROJECT = 'bench';
const TOKEN = 'bench-search-token-0123456789';
const RARE = 'quetzalcoatl';
const WORDS = `content model editor review draft publish archive schedule layout image caption
headline summary author deadline section feature column interview report analysis update launch
release notes guide tutorial migration workflow approval revision comment asset library`.split(
  /\s+/,
);

const random = sequence(7);
const sentence = (n: number) =>
  Array.from({ length: n }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ');

/** An article of about 1 KB; one in a thousand holds the rare word. */
function article(index: number) {
  const body = sentence(140).slice(0, 800).padEnd(800, '.');
  return {
    status: 'published',
    title: index % 1000 === 0 ? `${sentence(3)} ${RARE}` : sentence(6),
    body,
    view_count: Math.floor(random() * 10_000),
  };
}

interface Bench {
  app: FastifyInstance;
  db: Knex;
  call(method: string, url: string, payload?: unknown): Promise<number>;
}

async function start(dataDir: string, database: DatabaseInput): Promise<Bench> {
  await createProject(
    { dataDir, registry: new ProjectRegistry(dataDir) },
    {
      key: PROJECT,
      projectName: 'Search index bench',
      database,
      admin: { email: 'bench@example.com', password: 'bench-password-123', token: TOKEN },
    },
  );
  const app = await buildApp({ dataDir, logger: false });
  await app.ready();
  const call = async (method: string, url: string, payload?: unknown) => {
    const response = await app.inject({
      method: method as 'GET',
      url: `/${PROJECT}${url}`,
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: payload as string | undefined,
    });
    if (response.statusCode >= 300) {
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    }
    return response.statusCode;
  };
  await call('POST', '/collections', {
    collection: 'articles',
    fields: [
      { field: 'id', type: 'integer', datatype: 'INT', primary_key: true, auto_increment: true },
      { field: 'status', type: 'string', datatype: 'VARCHAR', length: 20 },
      { field: 'title', type: 'string', datatype: 'VARCHAR', length: 200 },
      { field: 'body', type: 'string', datatype: 'TEXT' },
      { field: 'view_count', type: 'integer', datatype: 'INT' },
    ],
  });
  const config = await app.cms.registry.read(PROJECT);
  if (!config) throw new Error('no project');
  const db = await app.cms.connections.get(PROJECT, config);
  const rows = Array.from({ length: ROWS }, (_, index) => article(index));
  await db.batchInsert('articles', rows, 500);
  return { app, db, call };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

async function latency(bench: Bench, url: string): Promise<string> {
  const times: number[] = [];
  for (let index = 0; index < REQUESTS; index++) {
    const started = performance.now();
    await bench.call('GET', url);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50).toFixed(2);
  const p99 = percentile(times, 99).toFixed(2);
  return `p50 ${p50.padStart(8)} ms  p99 ${p99.padStart(8)} ms`;
}

/** Runs `count` writes one after another; their rate per second. */
async function rate(count: number, write: (index: number) => Promise<unknown>): Promise<number> {
  const started = performance.now();
  for (let index = 0; index < count; index++) await write(index);
  return count / ((performance.now() - started) / 1000);
}

/** What a running database has done by itself before anyone measures: statistics, checkpoints. */
async function settle(bench: Bench): Promise<void> {
  // PostgreSQL: autovacuum's work (statistics, and GIN's pending list of fresh rows merged into
  // the index: until then the planner prices the trigram indexes high and reads the table).
  if (dialectOf(bench.db) === 'postgres') await bench.db.raw('vacuum analyze articles');
  else await bench.db.raw('pragma wal_checkpoint(truncate)');
}

async function measure(bench: Bench, label: string): Promise<void> {
  await settle(bench);
  // No meta: counts are cached per query shape until the next write (H7's count cache), so only
  // the listing shows what answering `q` costs.
  const list = '/items/articles?fields=id,title&limit=50';
  console.log(`  ${label}`);
  console.log(`    q rare (${RARE}, 1 row in 1,000) ${await latency(bench, `${list}&q=${RARE}`)}`);
  console.log(`    q common (review, most rows)    ${await latency(bench, `${list}&q=review`)}`);
  console.log(`    q two characters (zq, scans)    ${await latency(bench, `${list}&q=zq`)}`);
  const patches = await rate(REQUESTS, (i) =>
    bench.call('PATCH', `/items/articles/${1 + ((i * 37) % ROWS)}?activity_skip=1`, {
      title: `${sentence(5)} ${i}`,
    }),
  );
  console.log(`    PATCH of the title              ${patches.toFixed(0).padStart(8)} req/s`);
  const batches = Math.max(5, Math.floor(REQUESTS / 10));
  const creates = await rate(batches, (index) =>
    bench.call(
      'POST',
      '/items/articles?activity_skip=1',
      Array.from({ length: BATCH }, (_, i) => article(index * BATCH + i + 1)),
    ),
  );
  console.log(
    `    batch create (${BATCH} per request)   ${(creates * BATCH).toFixed(0).padStart(8)} items/s`,
  );
}

async function run(kind: string, database: DatabaseInput, drop?: () => Promise<void>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cms-bench-search-'));
  try {
    const started = performance.now();
    const bench = await start(dataDir, database);
    const seeded = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${kind}: ${ROWS} articles of about 1 KB (seeded with the index in ${seeded} s)`);
    await measure(bench, 'index on');
    const off = performance.now();
    await bench.call('PATCH', '/search-index/articles', { enabled: false });
    console.log(`  (index dropped in ${((performance.now() - off) / 1000).toFixed(2)} s)`);
    await measure(bench, 'index off (scan)');
    const on = performance.now();
    await bench.call('PATCH', '/search-index/articles', { enabled: true });
    console.log(`  (index rebuilt in ${((performance.now() - on) / 1000).toFixed(2)} s)`);
    await bench.app.close();
  } finally {
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_SQLITE !== '0') await run('sqlite', { type: 'sqlite' });
if (process.env.BENCH_PG_URL) {
  const [target] = databaseMatrix({ CMS_TEST_PG_URL: process.env.BENCH_PG_URL }).filter(
    (entry) => entry.kind === 'postgres',
  );
  const database: TestDatabase = await target.create();
  await run('postgres', database.input, () => database.drop());
}
