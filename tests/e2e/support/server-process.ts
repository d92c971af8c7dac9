// Starts the real, compiled server (`build/server/main.js`, what `npm start` runs) as a child process
// on a free port and a temporary data folder, the way a newcomer's machine would run it.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServerProcess {
  /** The admin's URL as the server printed it, e.g. http://127.0.0.1:41234/admin/ */
  adminUrl: string;
  /** http://127.0.0.1:PORT */
  origin: string;
  dataDir: string;
  /** Everything the server printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  env?: Record<string, string>;
  /** Reuse a data folder; it is kept on stop unless removeDataDir is set. */
  dataDir?: string;
  /** Keep a fresh temporary data folder after stop (to start again on it). */
  keepDataDir?: boolean;
  removeDataDir?: boolean;
  timeoutMs?: number;
}

/** This process's environment without CMS_* settings the caller did not choose. */
function inheritedEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('CMS_')),
  );
}

export async function startServerProcess(
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const removeDataDir = options.removeDataDir ?? (!options.dataDir && !options.keepDataDir);
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'cms-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [join(root, 'build/server/main.js')], {
    cwd: root,
    env: {
      ...inheritedEnv(),
      PORT: '0',
      HOST: '127.0.0.1',
      CMS_DATA_DIR: dataDir,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    if (removeDataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const adminUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`server did not start in time; it printed:\n${output}`));
    }, options.timeoutMs ?? 60_000);
    const onData = () => {
      const match = output.match(/CMS listening on (http:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code}; it printed:\n${output}`));
    });
  }).catch(async (error) => {
    await stop();
    throw error;
  });

  return { adminUrl, origin: new URL(adminUrl).origin, dataDir, output: () => output, stop };
}

/** Reads a labelled value the server printed on first start, e.g. `Password: xyz`. */
export function printedValue(output: string, label: RegExp): string | undefined {
  return output.match(new RegExp(`${label.source}\\s*:?\\s*(\\S+)`, label.flags))?.[1];
}
