import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { ProjectRegistry } from '../server/config/project-registry.js';
import { createProject } from '../server/services/projects/create-project.js';
import { startSourceServer } from './source-server.js';

const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB ?? 50);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const COLD_FILES = Number(process.env.BENCH_COLD_FILES ?? 30);
const LARGE_MB = Number(process.env.BENCH_LARGE_MB ?? 200);
const COLD_CONCURRENCY = 4;
const PROJECT = 'bench';
const TOKEN = 'bench-files-static-token-0123456789';
const MB = 1024 * 1024;

/** The server's resident memory now and at its peak so far (VmRSS, VmHWM), in bytes. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') * 1024, peak: kb('VmHWM') * 1024 };
}

async function upload(origin: string, name: string, bytes: Buffer, type: string) {
  const form = new FormData();
  form.append('data', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${origin}/${PROJECT}/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}` },
    body: form,
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; error?: unknown };
  if (response.status !== 200 || !body.data) {
    throw new Error(`upload failed: ${response.status} ${JSON.stringify(body.error)}`);
  }
  return body.data;
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cms-bench-files-'));
  try {
    await createProject(
      { dataDir, registry: new ProjectRegistry(dataDir) },
      {
        key: PROJECT,
        projectName: 'Files benchmark',
        database: { type: 'sqlite' },
        admin: { email: 'bench@example.com', password: 'bench-password-123', token: TOKEN },
        config: { storage: { upload_max_size: 512 * MB } },
      },
    );
    const server = await startSourceServer(dataDir);
    try {
      // Warm up: one small upload and one thumbnail, so start-up allocations are not counted.
      const warm = await upload(
        server.origin,
        'warm.png',
        await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
          .png()
          .toBuffer(),
        'image/png',
      );
      await (
        await fetch(`${server.origin}/${PROJECT}/assets/${warm.private_hash}?key=thumbnail`)
      ).arrayBuffer();

      // --- Upload throughput and memory ---------------------------------------------------
      /** One upload with the server's RSS sampled every 10 ms; returns seconds and the peak. */
      const measured = async (name: string, bytes: Buffer) => {
        let sampling = true;
        let peak = 0;
        const sampler = (async () => {
          while (sampling) {
            peak = Math.max(peak, memoryOf(server.pid).rss);
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
        })();
        const started = performance.now();
        const stored = await upload(server.origin, name, bytes, 'application/octet-stream');
        const seconds = (performance.now() - started) / 1000;
        sampling = false;
        await sampler;
        if (Number(stored.filesize) !== bytes.length) throw new Error('stored size differs');
        return { seconds, peak };
      };
      const file = randomBytes(UPLOAD_MB * MB);
      console.log(
        `Upload: ${UPLOAD_MB} MB multipart file, ${UPLOADS} runs, server pid ${server.pid}`,
      );
      const idle = memoryOf(server.pid);
      console.log(`  server RSS before: ${mb(idle.rss)}`);
      const rates: number[] = [];
      let peakDuring = 0;
      for (let run = 0; run < UPLOADS; run++) {
        const { seconds, peak } = await measured(`big-${run}.bin`, file);
        peakDuring = Math.max(peakDuring, peak);
        rates.push(UPLOAD_MB / seconds);
        console.log(
          `  run ${run + 1}: ${seconds.toFixed(2)} s, ${(UPLOAD_MB / seconds).toFixed(1)} MB/s`,
        );
      }
      const sorted = [...rates].sort((a, b) => a - b);
      console.log(
        `  throughput: median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} MB/s, best ${sorted.at(-1)?.toFixed(1)} MB/s`,
      );
      console.log(
        `  server RSS during the uploads: peak ${mb(peakDuring)}, +${mb(peakDuring - idle.rss)} over idle, for a ${UPLOAD_MB} MB file`,
      );
      if (LARGE_MB > 0) {
        // The same with a file several times larger: memory must not follow the file size.
        const large = await measured('large.bin', randomBytes(LARGE_MB * MB));
        console.log(
          `  one ${LARGE_MB} MB upload: ${(LARGE_MB / large.seconds).toFixed(1)} MB/s, server RSS peak ${mb(large.peak)}, +${mb(large.peak - idle.rss)} over idle`,
        );
      }

      // --- Thumbnails: cold ----------------------------------------------------------------
      const photo = await sharp({
        create: {
          width: 2000,
          height: 1500,
          channels: 3,
          background: '#406080',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .jpeg({ quality: 85 })
        .toBuffer();
      const hashes: string[] = [];
      for (let i = 0; i < COLD_FILES; i++) {
        hashes.push(
          String((await upload(server.origin, `photo-${i}.jpg`, photo, 'image/jpeg')).private_hash),
        );
      }
      const keys = ['directus-medium-crop', 'directus-large-contain', 'thumbnail'];
      const cold = hashes.flatMap((hash) =>
        keys.map((key) => `${server.origin}/${PROJECT}/assets/${hash}?key=${key}`),
      );
      console.log(
        `Thumbnails of a ${photo.length >> 10} KB 2000×1500 JPEG (${keys.join(', ')}); server RSS ${mb(memoryOf(server.pid).rss)}`,
      );
      let next = 0;
      let coldPeak = 0;
      const coldStarted = performance.now();
      await Promise.all(
        Array.from({ length: COLD_CONCURRENCY }, async () => {
          while (next < cold.length) {
            const url = cold[next++];
            const response = await fetch(url);
            if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
            await response.arrayBuffer();
            coldPeak = Math.max(coldPeak, memoryOf(server.pid).rss);
          }
        }),
      );
      const coldSeconds = (performance.now() - coldStarted) / 1000;
      console.log(
        `  cold:   ${(cold.length / coldSeconds).toFixed(1)} req/s (${cold.length} thumbnails rendered and stored, ${COLD_CONCURRENCY} at a time; server RSS peak ${mb(coldPeak)})`,
      );

      // --- Thumbnails: cached --------------------------------------------------------------
      const cachedUrl = `${server.origin}/${PROJECT}/assets/${hashes[0]}?key=directus-medium-crop`;
      const cached = await autocannon({
        url: cachedUrl,
        connections: CONNECTIONS,
        duration: SECONDS,
      });
      console.log(
        `  cached: ${cached.requests.average.toFixed(0)} req/s (autocannon, ${CONNECTIONS} connections, ${SECONDS} s; latency p50 ${cached.latency.p50} ms, p99 ${cached.latency.p99} ms; errors ${cached.errors}, non-2xx ${cached.non2xx})`,
      );
      const etag = (await fetch(cachedUrl)).headers.get('etag') ?? '';
      const revalidated = await autocannon({
        url: cachedUrl,
        connections: CONNECTIONS,
        duration: Math.max(3, Math.round(SECONDS / 2)),
        headers: { 'if-none-match': etag },
      });
      console.log(`  304 (If-None-Match): ${revalidated.requests.average.toFixed(0)} req/s`);
      writeFileSync(join(dataDir, 'done'), '');
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
