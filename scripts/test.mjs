// `npm test`: the whole suite, in the order a failure is cheapest to find.
//   static checks (lint, types) → build → unit + API (node:test) → browser (web-test-runner) → e2e
// Each stage's own output streams through and ends with its duration; the summary repeats the
// durations, and the last line sums every stage as `N passed, N failed`.
// Usage: node scripts/test.mjs [stage ...]   stages: lint types build node browser e2e
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './ensure-chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const tmp = join(root, '.test-tmp');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const TEXT_IMPORTS = './tests/helpers/register-text-imports.mjs';

/** Test files under a folder, walked here so that every shell and Node version lists the same. */
function testFiles(dir, pattern = /\.test\.ts$/) {
  const found = [];
  const walk = (path) => {
    let entries;
    try {
      entries = readdirSync(path, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (pattern.test(entry.name)) found.push(relative(root, full));
    }
  };
  walk(join(root, dir));
  return found.sort();
}

/** Runs a command with inherited output; resolves with its exit code. */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

/** Runs a command, echoing its output, and keeps the text to read the runner's closing counts. */
function runCapturing(command, args) {
  return new Promise((resolve) => {
    let text = '';
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (stream, sink) =>
      stream.on('data', (chunk) => {
        sink.write(chunk);
        text += chunk.toString();
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on('exit', (code) => resolve({ code: code ?? 1, text }));
  });
}

/** Counts from node:test's TAP summary (`# pass N`, `# fail N`, ...). */
function tapCounts(file) {
  const tap = readFileSync(file, 'utf8');
  const count = (key) => Number(tap.match(new RegExp(`^# ${key} (\\d+)$`, 'm'))?.[1] ?? 0);
  return {
    passed: count('pass'),
    failed: count('fail') + count('cancelled'),
    skipped: count('skipped') + count('todo'),
  };
}

/** A check (lint, types, build) counts as one test: all its commands pass, or it fails. */
async function check(name, ...commands) {
  console.log(`\n▶ ${name}`);
  let ok = true;
  for (const [command, args, options] of commands) {
    ok = (await run(command, args, options)) === 0 && ok;
  }
  return { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
}

async function nodeTests(name, dirs, extraArgs = []) {
  const files = dirs.flatMap((dir) => testFiles(dir));
  console.log(`\n▶ ${name} (${files.length} files)`);
  if (files.length === 0) {
    console.error(`No test files found under ${dirs.join(', ')}.`);
    return { name, passed: 0, failed: 1, skipped: 0 };
  }
  const tapFile = join(tmp, `${name}.tap`);
  rmSync(tapFile, { force: true });
  const code = await run(process.execPath, [
    '--import',
    'tsx',
    '--test',
    // A test that hangs fails after three minutes instead of holding the whole run.
    '--test-timeout=180000',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tapFile}`,
    ...extraArgs,
    ...files,
  ]);
  let counts;
  try {
    counts = tapCounts(tapFile);
  } catch {
    counts = { passed: 0, failed: 0, skipped: 0 };
  }
  // A runner that crashed before reporting still fails the stage.
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  return { name, ...counts };
}

async function browserTests() {
  console.log('\n▶ browser (web-test-runner in Chromium)');
  const { code, text } = await runCapturing(bin('web-test-runner'), ['--static-logging']);
  const plain = stripVTControlCharacters(text);
  const match = [...plain.matchAll(/(\d+) passed, (\d+) failed(?:, (\d+) skipped)?/g)].at(-1);
  const counts = match
    ? { passed: Number(match[1]), failed: Number(match[2]), skipped: Number(match[3] ?? 0) }
    : { passed: 0, failed: 0, skipped: 0 };
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  return { name: 'browser', ...counts };
}

const stages = {
  lint: () => check('lint', [bin('biome'), ['check', '.']]),
  types: () =>
    check(
      'types',
      ...['tsconfig.json', 'tsconfig.node.json', 'tsconfig.server.json'].map((project) => [
        bin('tsc'),
        ['-p', project, '--noEmit'],
      ]),
    ),
  // After the types stage the build does not type-check the same sources again.
  build: (names) =>
    check('build', [
      'npm',
      ['run', '--silent', 'build'],
      names.includes('types') ? { env: { ...process.env, CMS_BUILD_NO_CHECK: '1' } } : {},
    ]),
  // Unit tests load admin modules, some of which import CSS as text.
  node: () => nodeTests('node', ['tests/unit', 'tests/api'], ['--import', TEXT_IMPORTS]),
  browser: () => browserTests(),
  e2e: () => nodeTests('e2e', ['tests/e2e'], ['--test-concurrency=1']),
};

async function main() {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !(name in stages));
  if (unknown.length) {
    console.error(
      `Unknown stage(s): ${unknown.join(', ')}. Stages: ${Object.keys(stages).join(' ')}`,
    );
    process.exit(2);
  }
  const names = wanted.length ? wanted : Object.keys(stages);
  // The end-to-end tests run the built server and admin: never against a stale build.
  if (names.includes('e2e') && !names.includes('build')) names.unshift('build');
  mkdirSync(tmp, { recursive: true });
  if (names.includes('browser') || names.includes('e2e')) {
    process.env.CHROME_PATH = await ensureChromium();
  }
  const started = Date.now();
  const results = [];
  for (const name of names) {
    const stageStarted = Date.now();
    const result = await stages[name](names);
    result.seconds = (Date.now() - stageStarted) / 1000;
    console.log(`◀ ${name} took ${result.seconds.toFixed(1)} s`);
    results.push(result);
  }

  console.log('\nSummary');
  for (const r of results) {
    const took = `${r.seconds.toFixed(1)} s`.padStart(8);
    console.log(
      `  ${r.name.padEnd(8)} ${took}  ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`,
    );
  }
  const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
  console.log(`  took ${Math.round((Date.now() - started) / 1000)} s`);
  console.log(`${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`);
  process.exit(total('failed') > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
