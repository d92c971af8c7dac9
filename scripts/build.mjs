// `npm run build` (both parts), `npm run build:admin`, `npm run build:server`: the one list of
// build steps.
//   admin: the bundle (rollup), its type declarations, custom-elements.json
//   server: the compiled server (build/server)
// CMS_BUILD_NO_CHECK=1 skips type checking in every step: `npm test` sets it for its build stage
// when its types stage has already checked the same sources. A build on its own always checks.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const noCheck = process.env.CMS_BUILD_NO_CHECK === '1' ? ['--noCheck'] : [];

const parts = {
  admin: [
    // rollup.config.mjs reads CMS_BUILD_NO_CHECK itself.
    [bin('rollup'), ['-c']],
    [bin('tsc'), ['-p', 'tsconfig.types.json', ...noCheck]],
    [bin('cem'), ['analyze', '--config', 'custom-elements-manifest.config.mjs']],
  ],
  server: [[bin('tsc'), ['-p', 'tsconfig.server.json', ...noCheck]]],
};

const wanted = process.argv.slice(2);
const names = wanted.length > 0 ? wanted : Object.keys(parts);
const unknown = names.filter((name) => !(name in parts));
if (unknown.length > 0) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${Object.keys(parts).join(' ')}`);
  process.exit(2);
}
for (const name of names) {
  for (const [command, args] of parts[name]) {
    const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
