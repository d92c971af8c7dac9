// Resident memory of one server process (issue "Performance" §5: at most 100 MB idle), measured on
// the compiled server (`npm run build:server` first) as `npm start` runs it: with the demo project,
// first start (which creates the demo) and a second start on the same data folder, idle and after
// a signed-in client has listed articles and fetched a thumbnail. Linux only (reads /proc). Prints
// figures, asserts nothing.
// Run: npx tsx bench/idle-rss.ts   [BENCH_SETTLE_MS=5000]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = join(root, 'build/server/main.js');
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 5000);
const EMAIL = 'bench@example.com';
const PASSWORD = 'a-long-bench-password';

interface Running {
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

async function start(dataDir: string): Promise<Running> {
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      CMS_DATA_DIR: dataDir,
      CMS_ADMIN_EMAIL: EMAIL,
      CMS_ADMIN_PASSWORD: PASSWORD,
      CMS_WORKERS: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const match = output.match(/CMS listening on (http:\/\/[^/\s]+)/);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  return {
    origin,
    pid: child.pid as number,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** VmRSS of the process, in MB. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? Number.NaN);
  return kb / 1024;
}

async function settledRss(pid: number): Promise<number> {
  await delay(SETTLE_MS);
  return rssMb(pid);
}

async function actLikeAClient(origin: string): Promise<void> {
  const auth = await fetch(`${origin}/demo/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const { data } = (await auth.json()) as { data: { token: string } };
  const headers = { authorization: `Bearer ${data.token}` };
  for (let page = 0; page < 20; page++) {
    await (
      await fetch(`${origin}/demo/items/articles?limit=50&offset=${page}`, { headers })
    ).text();
  }
  const files = (await (await fetch(`${origin}/demo/files?limit=1`, { headers })).json()) as {
    data: { private_hash: string }[];
  };
  const file = files.data[0];
  if (file)
    await (
      await fetch(`${origin}/demo/assets/${file.private_hash}?key=directus-medium-crop`)
    ).arrayBuffer();
}

if (!existsSync(entry)) {
  console.error('build/server/main.js is missing: run `npm run build:server` first.');
  process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'cms-bench-rss-'));
try {
  const first = await start(dataDir);
  const firstIdle = await settledRss(first.pid);
  await first.stop();
  const second = await start(dataDir);
  const secondIdle = await settledRss(second.pid);
  await actLikeAClient(second.origin);
  const afterUse = await settledRss(second.pid);
  await second.stop();
  console.log(`node ${process.version}, settle ${SETTLE_MS} ms`);
  console.log(`first start (creates the demo), idle: ${firstIdle.toFixed(1)} MB RSS`);
  console.log(`second start, idle:                ${secondIdle.toFixed(1)} MB RSS`);
  console.log(`after sign-in, 20 listings, 1 thumbnail: ${afterUse.toFixed(1)} MB RSS`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
