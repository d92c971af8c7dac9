// The server's own cost per request, without HTTP or a load generator competing for the CPU: the
// bench/api.ts data and scenarios, answered in-process with Fastify's inject() one request at a
// time, next to the same query run directly in SQLite (the floor). For profiling
// (`node --cpu-prof --import tsx bench/in-process.ts`) and for before/after comparisons on a busy
// machine, where autocannon's figures move with whatever else runs: CPU time, in batches, the
// cheapest batch kept (for the server's requests and for the floor alike).
// Run: npx tsx bench/in-process.ts   [BENCH_REQUESTS=3000] [BENCH_ONLY=list]
//   BENCH_CPU_PROF=/tmp/p  write a CPU profile of each scenario's measured requests there
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { PROJECT, scenarioHeaders, scenarios } from './api.js';
import { startInProcessBench } from './in-process-app.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);

/** CPU time (user + system) of this process per run, in µs: steadier than wall time when other
 * processes share the cores. */
function cpuMicros(started: NodeJS.CpuUsage, runs: number): number {
  const used = process.cpuUsage(started);
  return (used.user + used.system) / runs;
}

const dataDir = mkdtempSync(join(tmpdir(), 'cms-bench-inproc-'));
try {
  const { app, jwt } = await startInProcessBench(dataDir);
  const sqlite = new Database(join(dataDir, 'db', `${PROJECT}.sqlite`), { readonly: true });
  console.log(
    `${'scenario'.padEnd(30)} ${'cpu µs/req'.padStart(10)} ${'floor µs'.padStart(9)} ${'ratio'.padStart(6)}`,
  );
  const only = process.env.BENCH_ONLY;
  for (const scenario of scenarios.filter((s) => !only || s.name.includes(only))) {
    const request = () =>
      app.inject({
        method: scenario.method ?? 'GET',
        url: scenario.path,
        headers: scenarioHeaders(scenario, jwt),
        payload: scenario.body,
      });
    const probe = await request();
    if (probe.statusCode >= 300) {
      console.log(
        `${scenario.name.padEnd(30)} HTTP ${probe.statusCode} ${probe.body.slice(0, 120)}`,
      );
      continue;
    }
    for (let i = 0; i < Math.min(300, REQUESTS); i++) await request();
    const profileDir = process.env.BENCH_CPU_PROF;
    const session = profileDir ? new Session() : undefined;
    if (session) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    }
    // In batches, keeping the cheapest: other processes on the machine only ever add time.
    const batch = Math.max(1, Math.floor(REQUESTS / 10));
    let perRequest = Number.POSITIVE_INFINITY;
    for (let done = 0; done < REQUESTS; done += batch) {
      const started = process.cpuUsage();
      for (let i = 0; i < batch; i++) await request();
      perRequest = Math.min(perRequest, cpuMicros(started, batch));
    }
    if (session && profileDir) {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      mkdirSync(profileDir, { recursive: true });
      const name = scenario.name.trim().replace(/[^a-z0-9]+/gi, '-');
      writeFileSync(join(profileDir, `${name}.cpuprofile`), JSON.stringify(profile));
    }
    let floor: number | undefined;
    if (scenario.floor) {
      for (let i = 0; i < 200; i++) scenario.floor(sqlite);
      floor = Number.POSITIVE_INFINITY;
      for (let round = 0; round < 10; round++) {
        const floorStarted = process.cpuUsage();
        for (let i = 0; i < 200; i++) scenario.floor(sqlite);
        floor = Math.min(floor, cpuMicros(floorStarted, 200));
      }
    }
    console.log(
      `${scenario.name.padEnd(30)} ${perRequest.toFixed(0).padStart(10)}` +
        ` ${(floor?.toFixed(0) ?? '-').padStart(9)}` +
        ` ${(floor ? (perRequest / floor).toFixed(1) : '-').padStart(6)}`,
    );
  }
  sqlite.close();
  await app.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
