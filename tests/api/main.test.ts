// `npm start` as a process: the "CMS listening on" line, the first-start demo project and its
// one-time credentials, quiet later starts, CMS_DEMO=0, and a clean exit on SIGTERM.
import assert from 'node:assert/strict';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { fetchJson } from '../helpers/http.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LISTENING = /^CMS listening on (http:\/\/127\.0\.0\.1:(\d+)\/admin\/)$/m;

interface Started {
  child: ChildProcess;
  output: () => string;
  baseUrl: string;
}

/** This process's environment without the CMS_* variables a test did not choose. */
function inheritedEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('CMS_') || name.startsWith('CMS_TEST_'),
    ),
  );
}

async function startMain(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repo,
    env: { ...inheritedEnv(), PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 30_000;
  while (!LISTENING.test(output)) {
    if (child.exitCode !== null) throw new Error(`main.ts exited early:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`main.ts did not start in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const match = LISTENING.exec(output);
  return {
    child,
    output: () => output,
    baseUrl: `http://127.0.0.1:${match?.[2]}`,
  };
}

/** The processes whose parent is `pid` (`ps` exits 1 when there are none). */
function childPids(pid: number | undefined): string[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  } catch {
    return [];
  }
}

async function stop(started: Started): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => started.child.once('exit', resolve));
  started.child.kill('SIGTERM');
  return exited;
}

describe('main.ts', () => {
  let dataDir: string;
  before(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'cms-main-'));
  });
  after(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates the demo project on first start and prints its credentials once', async () => {
    const first = await startMain({ CMS_DATA_DIR: dataDir });
    try {
      const text = first.output();
      assert.equal(text.match(/^CMS listening on /gm)?.length, 1);
      assert.match(text, /Admin email: +admin@example\.com/);
      const password = /Admin password: +(\S+)/.exec(text)?.[1];
      const token = /Super-admin token: +(\S+)/.exec(text)?.[1];
      assert.ok(password && password.length >= 20, 'generated password printed');
      assert.ok(token && token.length >= 20, 'generated token printed');

      const projects = await fetchJson(`${first.baseUrl}/server/projects`);
      assert.deepEqual(projects.body, { data: ['demo'], public: true });
      const info = await fetchJson(`${first.baseUrl}/server/info?super_admin_token=${token}`);
      assert.equal(info.status, 200);
      const stored = JSON.parse(await readFile(path.join(dataDir, 'config', '__api.json'), 'utf8'));
      assert.equal(stored.super_admin_token, token);
      assert.equal((await stat(path.join(dataDir, 'config', 'demo.json'))).mode & 0o777, 0o600);
      assert.doesNotMatch(text, /\$argon2/);
    } finally {
      assert.equal(await stop(first), 0, 'clean exit on SIGTERM');
    }

    const second = await startMain({ CMS_DATA_DIR: dataDir });
    try {
      const text = second.output();
      assert.match(text, /Demo project "demo" already exists/);
      assert.doesNotMatch(text, /Admin password|Super-admin token/);
      const projects = await fetchJson(`${second.baseUrl}/server/projects`);
      assert.deepEqual(projects.body, { data: ['demo'], public: true });
    } finally {
      assert.equal(await stop(second), 0);
    }
  });

  it('uses CMS_ADMIN_* and CMS_SUPER_ADMIN_TOKEN without printing them', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'cms-main-env-'));
    const started = await startMain({
      CMS_DATA_DIR: folder,
      CMS_ADMIN_EMAIL: 'owner@example.org',
      CMS_ADMIN_PASSWORD: 'a-very-long-password',
      CMS_SUPER_ADMIN_TOKEN: 'env-token-123',
    });
    try {
      const text = started.output();
      assert.match(text, /Admin email: +owner@example\.org/);
      assert.doesNotMatch(text, /a-very-long-password|env-token-123/);
      const info = await fetchJson(
        `${started.baseUrl}/server/info?super_admin_token=env-token-123`,
      );
      assert.equal(info.status, 200);
    } finally {
      assert.equal(await stop(started), 0);
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('runs CMS_WORKERS processes on one port and stops them all on SIGTERM', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'cms-main-workers-'));
    const started = await startMain({ CMS_DATA_DIR: folder, CMS_WORKERS: '2' });
    try {
      assert.match(started.output(), /2 worker processes share the port/);
      assert.equal(childPids(started.child.pid).length, 2, 'two worker processes');
      // Any worker answers any request: a token made through one works through the others.
      const replies = await Promise.all(
        Array.from({ length: 20 }, () => fetchJson(`${started.baseUrl}/server/projects`)),
      );
      for (const reply of replies) assert.deepEqual(reply.body, { data: ['demo'], public: true });
    } finally {
      const pid = started.child.pid;
      assert.equal(await stop(started), 0, 'clean exit on SIGTERM');
      assert.deepEqual(childPids(pid), [], 'no worker left running');
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('starts with no project at all when CMS_DEMO=0', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'cms-main-nodemo-'));
    const started = await startMain({ CMS_DATA_DIR: folder, CMS_DEMO: '0' });
    try {
      const projects = await fetchJson(`${started.baseUrl}/server/projects`);
      assert.equal(projects.status, 503);
      assert.equal(projects.body.error?.code, 14);
      assert.doesNotMatch(started.output(), /Admin password/);
    } finally {
      assert.equal(await stop(started), 0);
      await rm(folder, { recursive: true, force: true });
    }
  });
});
