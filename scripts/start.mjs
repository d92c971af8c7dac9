// `npm start`: builds what is missing or older than its sources, then runs the compiled server.
// The server itself reads PORT, HOST, CMS_DATA_DIR, CMS_DEMO ... (see README).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Newest modification time of the files below the given folders (0 when there are none). */
function newest(...dirs) {
  let latest = 0;
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else latest = Math.max(latest, statSync(full).mtimeMs);
    }
  };
  for (const dir of dirs) if (existsSync(join(root, dir))) walk(join(root, dir));
  return latest;
}

/** A build output is stale when it is missing or older than any of its sources. */
function stale(output, ...sources) {
  const file = join(root, output);
  return !existsSync(file) || statSync(file).mtimeMs < newest(...sources);
}

const steps = [
  ['dist/cms-admin.js', ['src', 'elements', 'types'], 'build:admin'],
  ['build/server/main.js', ['server'], 'build:server'],
];
for (const [output, sources, script] of steps) {
  if (stale(output, ...sources)) {
    console.log(`Building (${script}) …`);
    execFileSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  }
}

await import(pathToFileURL(join(root, 'build/server/main.js')).href);
