// `npm start`: read the environment, prepare the data folder, create the demo project on first
// start, listen, and print, once, the generated credentials and then the URL (tests wait for the
// "CMS listening on" line).
import cluster from 'node:cluster';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app.js';
import { readEnv, type ServerEnv } from './config/env.js';
import { readSuperAdminToken, writeSuperAdminToken } from './config/super-admin-token.js';
import { isSupportedNode, MIN_NODE_VERSION } from './config/version.js';
import { type DemoStartup, ensureDemoProject } from './demo/ensure-demo-project.js';

function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

function printDemoStartup(demo: DemoStartup, adminUrl: string): void {
  if (demo.status === 'exists') {
    console.log(
      `Demo project "${demo.projectKey}" already exists (its credentials were printed when it was created).`,
    );
    return;
  }
  if (demo.status !== 'created') return;
  const lines = [
    '',
    `Demo project "${demo.projectKey}" created with sample content.`,
    `  Sign in at:         ${adminUrl}`,
    `  Admin email:        ${demo.adminEmail}`,
    `  Admin password:     ${demo.generatedPassword ?? '(from CMS_ADMIN_PASSWORD)'}`,
  ];
  if (demo.generatedSuperAdminToken) {
    lines.push(`  Super-admin token:  ${demo.generatedSuperAdminToken}`);
  } else {
    lines.push('  Super-admin token:  (unchanged / from CMS_SUPER_ADMIN_TOKEN)');
  }
  lines.push('These are shown only once: store them now.', '');
  console.log(lines.join('\n'));
}

/** Builds the app and listens; closes cleanly on SIGINT/SIGTERM. Returns the bound port. */
async function serve(env: ServerEnv): Promise<number> {
  const app = await buildApp({
    dataDir: env.dataDir,
    env: env.env,
    logger: true,
    trustProxy: env.trustProxy,
    publicUrl: env.publicUrl,
  });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // app.close() runs the onClose hooks, which destroy every knex pool.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port: env.port, host: env.host });
  return (app.server.address() as AddressInfo).port;
}

/**
 * CMS_WORKERS > 1: that many server processes share the port (node:cluster). They share nothing
 * else: sessions, schema versions and counters live in the database, so any worker can answer
 * any request. A worker that dies unexpectedly is replaced.
 */
async function serveWithWorkers(env: ServerEnv): Promise<number> {
  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`Worker ${worker.process.pid} stopped (${signal ?? code}); starting another.`);
    fork();
  });
  const ports = Array.from({ length: env.workers }, () => {
    const worker = fork();
    return new Promise<number>((resolve, reject) => {
      worker.on('message', (message: { listening?: number }) => {
        if (typeof message?.listening === 'number') resolve(message.listening);
      });
      worker.once('exit', (code) => reject(new Error(`a worker exited with code ${code}`)));
    });
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    let left = workers.length;
    if (left === 0) process.exit(0);
    for (const worker of workers) {
      worker?.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      worker?.kill('SIGTERM');
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const [port] = await Promise.all(ports);
  return port;
}

async function main(): Promise<void> {
  const env = readEnv();
  if (cluster.isWorker) {
    const port = await serve(env);
    process.send?.({ listening: port });
    return;
  }
  await mkdir(env.dataDir, { recursive: true, mode: 0o700 });

  // CMS_SUPER_ADMIN_TOKEN, when set, is the token: keep config/__api.json in step with it.
  if (env.superAdminToken && (await readSuperAdminToken(env.dataDir)) !== env.superAdminToken) {
    await writeSuperAdminToken(env.dataDir, env.superAdminToken);
  }

  const demo = await ensureDemoProject({
    dataDir: env.dataDir,
    enabled: env.demo,
    adminEmail: env.adminEmail,
    adminPassword: env.adminPassword,
    superAdminToken: env.superAdminToken,
  });

  const port = env.workers > 1 ? await serveWithWorkers(env) : await serve(env);
  const adminUrl = `http://${urlHost(env.host)}:${port}/admin/`;
  printDemoStartup(demo, adminUrl);
  if (env.workers > 1) console.log(`${env.workers} worker processes share the port.`);
  if (!isSupportedNode(process.versions.node)) {
    // It may well run, but nothing older than package.json's engines is tested (Node 20's life ended).
    console.warn(
      `Node ${process.versions.node} is older than the ${MIN_NODE_VERSION} this CMS supports: please upgrade.`,
    );
  }
  // Last, so that whoever waits for this line has seen everything printed before it.
  console.log(`CMS listening on ${adminUrl}`);
}

main().catch((error: unknown) => {
  console.error(`Could not start the CMS: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
