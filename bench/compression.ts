// What compressing API answers costs and saves (server/http/compression.ts): the bench/api.ts data,
// each GET scenario's answer taken in-process, then compressed at several levels. Prints the
// bytes, the CPU per answer (cheapest of several batches: other processes only add time) and the
// transfer time saved on a 10 and a 100 Mbit/s link. Nothing is asserted.
// Run: npx tsx bench/compression.ts   [BENCH_RUNS=200]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { scenarioHeaders, scenarios } from './api.js';
import { startInProcessBench } from './in-process-app.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);

const codecs: { name: string; run(input: Buffer): Buffer }[] = [
  { name: 'gzip 1', run: (b) => gzipSync(b, { level: 1 }) },
  { name: 'gzip 6', run: (b) => gzipSync(b, { level: 6 }) },
  { name: 'gzip 9', run: (b) => gzipSync(b, { level: 9 }) },
  ...[1, 4, 6, 11].map((quality) => ({
    name: `br ${quality}`,
    run: (b: Buffer) =>
      brotliCompressSync(b, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: b.length,
        },
      }),
  })),
];

function cpuMicrosPerRun(work: () => void, runs: number): number {
  let best = Number.POSITIVE_INFINITY;
  const batch = Math.max(1, Math.floor(runs / 5));
  for (let done = 0; done < runs; done += batch) {
    const started = process.cpuUsage();
    for (let i = 0; i < batch; i++) work();
    const used = process.cpuUsage(started);
    best = Math.min(best, (used.user + used.system) / batch);
  }
  return best;
}

/** Milliseconds to move `bytes` over a link of `mbit` Mbit/s. */
const transferMs = (bytes: number, mbit: number) => (bytes * 8) / (mbit * 1000);

const dataDir = mkdtempSync(join(tmpdir(), 'cms-bench-compress-'));
try {
  const { app, jwt } = await startInProcessBench(dataDir);
  console.log(
    `${'answer / codec'.padEnd(34)} ${'bytes'.padStart(8)} ${'ratio'.padStart(6)} ${'cpu µs'.padStart(8)} ${'saved ms @10M'.padStart(13)} ${'@100M'.padStart(7)}`,
  );
  for (const scenario of scenarios.filter((s) => (s.method ?? 'GET') === 'GET')) {
    const answer = await app.inject({
      method: 'GET',
      url: scenario.path,
      headers: scenarioHeaders(scenario, jwt),
    });
    const plain = answer.rawPayload;
    if (answer.statusCode >= 300 || plain.length < 1024) continue;
    console.log(`${scenario.name.trim().padEnd(34)} ${String(plain.length).padStart(8)}`);
    for (const codec of codecs) {
      const size = codec.run(plain).length;
      const cpu = cpuMicrosPerRun(() => codec.run(plain), RUNS);
      const saved = (mbit: number) => transferMs(plain.length - size, mbit) - cpu / 1000;
      console.log(
        `  ${codec.name.padEnd(32)} ${String(size).padStart(8)} ${(plain.length / size).toFixed(1).padStart(6)} ${cpu.toFixed(0).padStart(8)} ${saved(10).toFixed(2).padStart(13)} ${saved(100).toFixed(2).padStart(7)}`,
      );
    }
  }
  await app.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
