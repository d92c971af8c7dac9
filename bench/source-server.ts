// The real server for a benchmark, in its own process on a free loopback port, run from the
// sources (tsx transforms them once at start-up) so a stale build cannot skew figures.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export interface SourceServer {
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

export interface SourceServerOptions {
  /** Server processes sharing the port (CMS_WORKERS). */
  workers?: string;
  /** Node options before the entry point (e.g. --cpu-prof). */
  nodeArgs?: string[];
}

export async function startSourceServer(
  dataDir: string,
  options: SourceServerOptions = {},
): Promise<SourceServer> {
  const args = [...(options.nodeArgs ?? []), '--import', 'tsx', join(root, 'server/main.ts')];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      CMS_DATA_DIR: dataDir,
      CMS_DEMO: '0',
      CMS_WORKERS: options.workers ?? '1',
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
