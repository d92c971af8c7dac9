// API throughput and latency on SQLite (with the same queries run directly in-process as the
// floor) or on PostgreSQL.
// Seeds BENCH_ROWS posts of about 1 KB (title, 800-character body, status, two datetimes, view
// count, M2O author), starts the real server as its own process, and loads it with autocannon on
// loopback. Prints figures, asserts nothing.
// Run: npm run bench:api   [BENCH_ROWS=10000|100000|1000000] [BENCH_SECONDS=10] [BENCH_CONNECTIONS=20]
//   BENCH_ONLY=list        only the scenarios whose name contains this text
//   BENCH_CPU_PROF=/tmp/p  write the server's CPU profile there (node --cpu-prof)
//   BENCH_LOADER=wrk       load with wrk (C, lighter on this 2-core machine) instead of autocannon
//   BENCH_WORKERS=2        run the server with that many worker processes (CMS_WORKERS)
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432   on PostgreSQL (a scratch database) instead
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import type { Knex } from 'knex';
import { ProjectRegistry } from '../server/config/project-registry.js';
import { dialectOf } from '../server/db/dialect.js';
import { fieldRow } from '../server/db/system-fields.js';
import {
  createProject,
  type DatabaseInput,
  type InstalledProject,
} from '../server/services/projects/create-project.js';
import { createFieldIndex } from '../server/services/schema-admin/field-indexes.js';
import { BUILDING_REASON } from '../server/services/search-index/status.js';
import { databaseMatrix, type TestDatabase } from '../tests/helpers/databases.js';
import { sequence } from './random.js';
import { startSourceServer } from './source-server.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Posts seeded (issue #20: 10,000, 100,000 or 1,000,000). */
const POSTS = Number(process.env.BENCH_ROWS ?? 10_000);
/** One post in RARE_EVERY has the rare search term in its title. */
const RARE_EVERY = 1000;
export const RARE_TERM = 'zephyr';
export const COMMON_TERM = 'review';
/** One author's name: only the relation holds it, in about 1% of the posts (AUTHORS authors). */
const AUTHOR_TERM = 'Author 42';
const AUTHORS = 100;
export const TOKEN = 'bench-static-token-0123456789';
export const ADMIN = { email: 'bench@example.com', password: 'bench-password-123' };
export const PROJECT = 'bench';
const LOADER = process.env.BENCH_LOADER === 'wrk' ? 'wrk' : 'autocannon';

const WORDS = `content model editor review draft publish archive schedule layout image caption
headline summary author deadline section feature column interview report analysis update launch
release notes guide tutorial migration workflow approval revision comment asset library`.split(
  /\s+/,
);

/** Creates and fills the benchmark's tables (also used by bench/in-process.ts). */
export async function seed(project: InstalledProject): Promise<void> {
  const db: Knex = project.db;
  await db.schema.createTable('bench_authors', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
  });
  await db.schema.createTable('posts', (t) => {
    t.increments('id');
    t.string('status', 20).notNullable().defaultTo('draft');
    t.string('title', 200).notNullable();
    t.text('body');
    t.datetime('published_on', { useTz: false });
    // Not indexed: the sort that has to read every row.
    t.datetime('edited_on', { useTz: false });
    t.integer('view_count').notNullable().defaultTo(0);
    t.integer('author').unsigned().nullable();
  });
  // Made as a field's `indexed` makes them (on PostgreSQL a nullable column's index puts NULLs
  // first, so that read backwards it serves the newest-first sort): what an operator would add for
  // a listing sorted by date and filtered by status, and the many-to-one key `q` reaches the
  // authors' names through.
  const dialect = dialectOf(db);
  await createFieldIndex(db, 'posts', 'published_on', dialect, true);
  await createFieldIndex(db, 'posts', 'status', dialect, false);
  await createFieldIndex(db, 'posts', 'author', dialect, true);
  await db('directus_collections').insert([
    { collection: 'bench_authors', managed: true, hidden: false, single: false },
    { collection: 'posts', managed: true, hidden: false, single: false },
  ]);
  const statusMapping = {
    published: { name: 'Published', published: true },
    draft: { name: 'Draft', published: false },
    deleted: { name: 'Deleted', published: false, soft_delete: true },
  };
  await db('directus_fields').insert(
    [
      { collection: 'bench_authors', field: 'id', type: 'integer', interface: 'primary-key' },
      { collection: 'bench_authors', field: 'name', type: 'string', interface: 'text-input' },
      { collection: 'posts', field: 'id', type: 'integer', interface: 'primary-key' },
      {
        collection: 'posts',
        field: 'status',
        type: 'status',
        interface: 'status',
        options: { status_mapping: statusMapping },
      },
      { collection: 'posts', field: 'title', type: 'string', interface: 'text-input' },
      { collection: 'posts', field: 'body', type: 'text', interface: 'textarea' },
      { collection: 'posts', field: 'published_on', type: 'datetime', interface: 'datetime' },
      { collection: 'posts', field: 'edited_on', type: 'datetime', interface: 'datetime' },
      { collection: 'posts', field: 'view_count', type: 'integer', interface: 'numeric' },
      { collection: 'posts', field: 'author', type: 'm2o', interface: 'many-to-one' },
    ].map((field) => fieldRow(field)),
  );
  await db('directus_relations').insert({
    collection_many: 'posts',
    field_many: 'author',
    collection_one: 'bench_authors',
    field_one: null,
  });

  const authors = Array.from({ length: AUTHORS }, (_, i) => ({
    id: i + 1,
    name: `Author ${i + 1}`,
  }));
  await db.batchInsert('bench_authors', authors, 500);
}

/** The posts' rows, `from` to `to` (excluded), the same on every run and database. */
function* postRows(from: number, to: number, random: () => number) {
  const pick = () => WORDS[Math.floor(random() * WORDS.length)];
  const sentence = (n: number) => Array.from({ length: n }, pick).join(' ');
  const bodies = Array.from({ length: 997 }, () => sentence(140).slice(0, 800).padEnd(800, '.'));
  const start = Date.UTC(2024, 0, 1);
  const day = 86_400_000;
  const sqlDate = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
  for (let id = from; id < to; id++) {
    const title = id % RARE_EVERY === 0 ? `${sentence(5)} ${RARE_TERM}` : sentence(6);
    yield {
      id,
      status: random() < 0.7 ? 'published' : random() < 0.8 ? 'draft' : 'deleted',
      title,
      body: bodies[id % bodies.length],
      published_on: sqlDate(start + Math.floor(random() * 700 * day)),
      edited_on: sqlDate(start + Math.floor(random() * 700 * day)),
      view_count: Math.floor(random() * 10_000),
      author: 1 + Math.floor(random() * AUTHORS),
    };
  }
}

/**
 * The posts, straight into the SQLite file with one prepared statement in transactions of
 * 20,000 rows (a million rows in seconds, never all in memory). Bodies come from a pool: building
 * a million 800-character sentences would cost more than inserting them.
 */
function seedPostsSqlite(file: string): void {
  const sqlite = new Database(file);
  try {
    sqlite.pragma('journal_mode = WAL');
    const rows = postRows(1, POSTS + 1, sequence(42));
    const insert = sqlite.prepare(
      'insert into posts (id, status, title, body, published_on, edited_on, view_count, author) values (@id, @status, @title, @body, @published_on, @edited_on, @view_count, @author)',
    );
    const chunk = sqlite.transaction((size: number) => {
      for (let i = 0; i < size; i++) {
        const next = rows.next();
        if (next.done) return;
        insert.run(next.value);
      }
    });
    for (let from = 1; from <= POSTS; from += 20_000) chunk(20_000);
    sqlite.exec('analyze');
  } finally {
    sqlite.close();
  }
}

/** The same posts through the project's connection (PostgreSQL), 2,000 rows per statement. */
async function seedPostsPostgres(db: Knex): Promise<void> {
  const rows = postRows(1, POSTS + 1, sequence(42));
  let batch: ReturnType<typeof rows.next>['value'][] = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length === 2000) {
      await db('posts').insert(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await db('posts').insert(batch);
  await db.raw("select setval(pg_get_serial_sequence('posts', 'id'), ?)", [POSTS]);
  await db.raw('analyze');
}

export interface Scenario {
  name: string;
  method?: 'GET' | 'PATCH';
  path: string;
  body?: string;
  /**
   * Each request sets this field to a new number instead of sending `body`: every write changes
   * a value the search index holds, so the index's cost is measured (a same-value write skips it).
   */
  counted?: string;
  /** Signed in with a JWT from /auth/authenticate instead of the static token. */
  jwt?: boolean;
  /** The same work done directly against SQLite, for the floor. */
  floor?: (sqlite: Database.Database) => unknown;
}

const listBase = `/${PROJECT}/items/posts?limit=50`;
const LISTED = "SELECT * FROM posts WHERE +status IN ('published', 'draft') ORDER BY id LIMIT 50";
const SORTED = 'SELECT * FROM posts ORDER BY published_on DESC, id DESC LIMIT 50';
const SORTED_UNINDEXED = 'SELECT * FROM posts ORDER BY edited_on DESC, id DESC LIMIT 50';
// The status condition written `+status` (kept out of index selection), as the server writes it:
// without ANALYZE statistics SQLite would otherwise read every published post through the status
// index and sort them (~1.5 ms) instead of walking the date index until the page is full (~0.1 ms),
// and the floor should be the best plan, not that one.
const FILTERED =
  "SELECT * FROM posts WHERE +status = 'published' ORDER BY published_on DESC, id DESC LIMIT 50";
/** The plain scan q replaces: a LIKE over the searchable text, newest first. */
const searched = (term: string) =>
  `SELECT * FROM posts WHERE +status IN ('published', 'draft') AND (title LIKE '%${term}%' OR body LIKE '%${term}%')
  ORDER BY published_on DESC, id DESC LIMIT 50`;

function withAuthors(sqlite: Database.Database, sql: string) {
  const rows = sqlite.prepare(sql).all() as { author: number }[];
  const ids = [...new Set(rows.map((row) => row.author))];
  const authors = sqlite
    .prepare(`SELECT * FROM bench_authors WHERE id IN (${ids.map(() => '?').join(',')})`)
    .all(...ids);
  return { rows, authors };
}

export const scenarios: Scenario[] = [
  // References: the HTTP stack alone, then a signed-in request that reads no items.
  { name: 'ref: ping (no auth, no db)', path: '/server/ping' },
  { name: 'ref: project info, signed in', path: `/${PROJECT}/` },
  { name: 'ref: project info, JWT', path: `/${PROJECT}/`, jwt: true },
  {
    name: 'list: 50 rows',
    path: listBase,
    floor: (s) => s.prepare(LISTED).all(),
  },
  {
    name: '  + counts (meta)',
    path: `${listBase}&meta=total_count,filter_count`,
  },
  {
    name: 'sorted by indexed date',
    path: `${listBase}&sort=-published_on`,
    floor: (s) => s.prepare(SORTED).all(),
  },
  {
    name: 'sorted by unindexed date',
    path: `${listBase}&sort=-edited_on`,
    floor: (s) => s.prepare(SORTED_UNINDEXED).all(),
  },
  {
    name: 'filtered by status',
    path: `${listBase}&sort=-published_on&filter[status][eq]=published`,
    floor: (s) => s.prepare(FILTERED).all(),
  },
  {
    name: `q rare term (${RARE_TERM})`,
    path: `${listBase}&sort=-published_on&q=${RARE_TERM}`,
    floor: (s) => s.prepare(searched(RARE_TERM)).all(),
  },
  {
    name: `q common term (${COMMON_TERM})`,
    path: `${listBase}&sort=-published_on&q=${COMMON_TERM}`,
    floor: (s) => s.prepare(searched(COMMON_TERM)).all(),
  },
  {
    name: `q author's name (1%)`,
    path: `${listBase}&sort=-published_on&q=${encodeURIComponent(AUTHOR_TERM)}`,
    floor: (s) =>
      s
        .prepare(
          `SELECT * FROM posts WHERE +status IN ('published', 'draft') AND (title LIKE '%${AUTHOR_TERM}%'
          OR body LIKE '%${AUTHOR_TERM}%' OR author IN (SELECT id FROM bench_authors WHERE name LIKE '%${AUTHOR_TERM}%'))
          ORDER BY published_on DESC, id DESC LIMIT 50`,
        )
        .all(),
  },
  {
    name: 'author expanded',
    path: `${listBase}&sort=-published_on&fields=*,author.*`,
    floor: (s) => withAuthors(s, SORTED),
  },
  {
    name: 'single item read',
    path: `/${PROJECT}/items/posts/${Math.ceil(POSTS / 2)}`,
    floor: (s) => s.prepare('SELECT * FROM posts WHERE id = ?').get(Math.ceil(POSTS / 2)),
  },
  {
    name: 'single item update',
    method: 'PATCH',
    path: `/${PROJECT}/items/posts/${Math.ceil(POSTS / 2) + 1}?activity_skip=1`,
    counted: 'view_count',
  },
  {
    name: 'single item update, same value',
    method: 'PATCH',
    path: `/${PROJECT}/items/posts/${Math.ceil(POSTS / 2) + 2}?activity_skip=1`,
    body: JSON.stringify({ view_count: 1 }),
  },
];

/** The body of a scenario's `n`th request. */
function bodyOf(scenario: Scenario, n: number): string | undefined {
  return scenario.counted ? JSON.stringify({ [scenario.counted]: n }) : scenario.body;
}

interface Load {
  requestsPerSecond: number;
  /** Requests answered during the run. */
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * The benchmark project in `dataDir`, seeded (the API, in-process and compression benches): on
 * SQLite, or in the server database `database` names.
 */
export async function createBenchProject(
  dataDir: string,
  database: DatabaseInput = { type: 'sqlite' },
): Promise<void> {
  await createProject(
    { dataDir, registry: new ProjectRegistry(dataDir) },
    {
      key: PROJECT,
      projectName: 'Benchmark',
      database,
      admin: { ...ADMIN, token: TOKEN },
      afterInstall: async (project) => {
        await seed(project);
        if (database.type === 'postgres') await seedPostsPostgres(project.db);
      },
    },
  );
  if (database.type === 'sqlite') seedPostsSqlite(join(dataDir, 'db', `${PROJECT}.sqlite`));
}

/** The request headers of a scenario: the static token, or the JWT when it asks for one. */
export function scenarioHeaders(scenario: Scenario, jwt: string): Record<string, string> {
  return {
    authorization: `Bearer ${scenario.jwt ? jwt : TOKEN}`,
    'content-type': 'application/json',
  };
}

async function loadWithAutocannon(
  url: string,
  scenario: Scenario,
  headers: Record<string, string>,
): Promise<Load> {
  let sent = 0;
  const result = await autocannon({
    url,
    method: scenario.method ?? 'GET',
    body: scenario.body,
    requests: scenario.counted
      ? [{ setupRequest: (request) => ({ ...request, body: bodyOf(scenario, ++sent) }) }]
      : undefined,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
  });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** wrk's "Socket errors: connect 0, read 0, write 0, timeout 0" line, summed (absent when none). */
function socketErrors(output: string): number {
  const line = output.match(/Socket errors:([^\n]*)/)?.[1] ?? '';
  return [...line.matchAll(/\d+/g)].reduce((sum, [count]) => sum + Number(count), 0);
}

/** wrk's `--latency` report: "50%  1.23ms" lines and "Requests/sec: 1234.56". */
async function loadWithWrk(
  url: string,
  scenario: Scenario,
  headers: Record<string, string>,
): Promise<Load> {
  const script = join(tmpdir(), `cms-bench-${process.pid}.lua`);
  writeFileSync(
    script,
    [
      `wrk.method = ${JSON.stringify(scenario.method ?? 'GET')}`,
      ...Object.entries(headers).map(
        ([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`,
      ),
      scenario.body ? `wrk.body = ${JSON.stringify(scenario.body)}` : '',
      // One thread (-t1), so one counter: every request sets a new number.
      scenario.counted
        ? `local sent = 0\nrequest = function()\n  sent = sent + 1\n  return wrk.format(nil, nil, nil, '{"${scenario.counted}":' .. sent .. '}')\nend`
        : '',
      // No `response` callback: with one, wrk hands every response (50 KB here) to Lua, and that
      // CPU comes out of the server's share of this 2-core machine. wrk counts error statuses
      // itself ("Non-2xx or 3xx responses"), next to socket errors.
    ].join('\n'),
  );
  const output = execFileSync(
    'wrk',
    ['-t1', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency', '-s', script, url],
    { encoding: 'utf8' },
  );
  const ms = (label: string) => {
    const match = output.match(new RegExp(`${label}\\s+([\\d.]+)(us|ms|s)`));
    if (!match) return Number.NaN;
    const value = Number(match[1]);
    return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
  };
  return {
    requestsPerSecond: Number(output.match(/Requests\/sec:\s+([\d.]+)/)?.[1]),
    requests: Number(output.match(/(\d+) requests in/)?.[1]),
    p50: ms('50%'),
    p99: ms('99%'),
    errors:
      Number(output.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0) + socketErrors(output),
  };
}

/**
 * Mean CPU time (user + system) of one in-process run of `work`, in microseconds: the same as its
 * wall time on an idle core, and less disturbed by whatever else shares the machine.
 */
function floorMicros(work: () => unknown): number {
  for (let i = 0; i < 5; i++) work();
  // Up to 2,000 runs or half a second of CPU, whichever comes first (a scan of a million rows
  // takes a good part of a second on its own).
  const started = process.cpuUsage();
  let runs = 0;
  let used = 0;
  while (runs < 2000 && used < 500_000) {
    work();
    runs++;
    const now = process.cpuUsage(started);
    used = now.user + now.system;
  }
  return used / runs;
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU seconds used so far by a process and its descendants (the server and its cluster workers),
 * from /proc; undefined where there is no /proc. Divided by the requests served, this is the
 * server's cost per request whatever else competes for the cores (the load generator included).
 */
function treeCpuSeconds(pid: number): number | undefined {
  const own = (id: number): number => {
    const stat = readFileSync(`/proc/${id}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  };
  const children = (id: number): number[] => {
    const ids: number[] = [];
    for (const task of readdirSync(`/proc/${id}/task`)) {
      const text = readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim();
      if (text) ids.push(...text.split(/\s+/).map(Number));
    }
    return ids;
  };
  try {
    let total = 0;
    const pending = [pid];
    while (pending.length > 0) {
      const id = pending.pop() as number;
      try {
        total += own(id);
        pending.push(...children(id));
      } catch {
        // A process that just ended.
      }
    }
    return total;
  } catch {
    return undefined;
  }
}

/**
 * Until the posts' `q` index is built: PostgreSQL builds a big table's in the background after
 * start-up (services/search-index/startup-postgres.ts), and `q` would be measured scanning.
 */
async function searchIndexReady(origin: string): Promise<void> {
  for (;;) {
    const response = await fetch(`${origin}/${PROJECT}/search-index`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const status = (await response.json()) as {
      data: { collections: { collection: string; reason: string | null }[] };
    };
    const posts = status.data.collections.find((entry) => entry.collection === 'posts');
    if (posts?.reason !== BUILDING_REASON) return;
    await delay(500);
  }
}

/** A scratch PostgreSQL database when BENCH_PG_URL is set (dropped at the end), else SQLite. */
async function benchDatabase(): Promise<TestDatabase | undefined> {
  const url = process.env.BENCH_PG_URL;
  if (!url) return undefined;
  const [target] = databaseMatrix({ CMS_TEST_PG_URL: url }).filter(
    (entry) => entry.kind === 'postgres',
  );
  return target.create();
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cms-bench-api-'));
  const serverDatabase = await benchDatabase();
  try {
    const seededAt = Date.now();
    await createBenchProject(dataDir, serverDatabase?.input);
    console.log(
      `Seeded ${POSTS} posts and ${AUTHORS} authors on ${serverDatabase?.kind ?? 'sqlite'} in ${Date.now() - seededAt} ms.`,
    );

    // The floors are SQLite's own (better-sqlite3); on PostgreSQL there are none.
    const sqlite = serverDatabase
      ? undefined
      : new Database(join(dataDir, 'db', `${PROJECT}.sqlite`), { readonly: true });
    const profile = process.env.BENCH_CPU_PROF;
    const server = await startSourceServer(dataDir, {
      workers: process.env.BENCH_WORKERS,
      nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [],
    });
    const waitedAt = Date.now();
    await searchIndexReady(server.origin);
    const waited = Date.now() - waitedAt;
    if (waited > 1000) console.log(`Waited ${waited} ms for the start-up index build.`);
    const signIn = await fetch(`${server.origin}/${PROJECT}/auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...ADMIN, mode: 'jwt' }),
    });
    const jwt = String(((await signIn.json()) as { data?: { token?: string } }).data?.token);
    console.log(
      `Load: ${CONNECTIONS} connections for ${SECONDS} s per scenario on loopback (${LOADER}).\n`,
    );
    console.log(
      `${'scenario'.padEnd(30)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}` +
        ` ${'µs/req'.padStart(8)} ${'cpu µs'.padStart(7)} ${'floor µs'.padStart(9)}` +
        ` ${'ratio'.padStart(6)} ${'cpu ratio'.padStart(9)}`,
    );
    try {
      const only = process.env.BENCH_ONLY;
      for (const scenario of scenarios.filter((s) => !only || s.name.includes(only))) {
        const url = `${server.origin}${scenario.path}`;
        const headers = scenarioHeaders(scenario, jwt);
        const probe = await fetch(url, {
          method: scenario.method ?? 'GET',
          headers,
          body: bodyOf(scenario, 0),
        });
        if (!probe.ok) {
          const text = (await probe.text()).slice(0, 120);
          console.log(`${scenario.name.padEnd(30)} not measured: HTTP ${probe.status} ${text}`);
          continue;
        }
        const cpuBefore = treeCpuSeconds(server.pid);
        const load =
          LOADER === 'wrk'
            ? await loadWithWrk(url, scenario, headers)
            : await loadWithAutocannon(url, scenario, headers);
        const cpuAfter = treeCpuSeconds(server.pid);
        const perRequest = 1e6 / load.requestsPerSecond;
        const cpu =
          cpuBefore !== undefined && cpuAfter !== undefined && load.requests > 0
            ? ((cpuAfter - cpuBefore) * 1e6) / load.requests
            : undefined;
        const floor =
          scenario.floor && sqlite ? floorMicros(() => scenario.floor?.(sqlite)) : undefined;
        const errors = load.errors;
        console.log(
          `${scenario.name.padEnd(30)} ${load.requestsPerSecond.toFixed(0).padStart(8)}` +
            ` ${load.p50.toFixed(1).padStart(7)} ${load.p99.toFixed(1).padStart(7)}` +
            ` ${perRequest.toFixed(0).padStart(8)} ${(cpu?.toFixed(0) ?? '-').padStart(7)}` +
            ` ${(floor?.toFixed(0) ?? '-').padStart(9)}` +
            ` ${(floor ? (perRequest / floor).toFixed(1) : '-').padStart(6)}` +
            ` ${(floor && cpu ? (cpu / floor).toFixed(1) : '-').padStart(9)}` +
            (errors ? `  (${errors} errors/non-2xx)` : ''),
        );
      }
    } finally {
      await server.stop();
      sqlite?.close();
    }
    console.log(
      '\nµs/req = 1e6 / (req/s): the server time per request at saturation; cpu µs = CPU time the' +
        ' server process(es) used per request (steadier on a shared machine); floor = CPU time of' +
        ' the same query run in-process with better-sqlite3; ratio = µs/req ÷ floor;' +
        ' cpu ratio = cpu µs ÷ floor.',
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await serverDatabase?.drop();
  }
}

// Only when run as the benchmark (bench/in-process.ts imports the seed and the scenarios).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
