// `npm start`: read the environment, prepare the data folder, create the demo project on first
// start, listen, and print, once, the generated credentials and then the URL (tests wait for the
// "CMS listening on" line).
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app.js';
import { readEnv } from './config/env.js';
import { readSuperAdminToken, writeSuperAdminToken } from './config/super-admin-token.js';
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

async function main(): Promise<void> {
  const env = readEnv();
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

  const app = await buildApp({ dataDir: env.dataDir, env: env.env, logger: true });

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
  const { port } = app.server.address() as AddressInfo;
  const adminUrl = `http://${urlHost(env.host)}:${port}/admin/`;
  printDemoStartup(demo, adminUrl);
  // Last, so that whoever waits for this line has seen everything printed before it.
  console.log(`CMS listening on ${adminUrl}`);
}

main().catch((error: unknown) => {
  console.error(`Could not start the CMS: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
