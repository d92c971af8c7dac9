// Where a page's CPU time went, from a .cpuprofile that bench:first-screen wrote
// (BENCH_CPU_PROFILE=dir): self time per source area (src/<folder>, npm packages) and per
// function, the admin's minified frames resolved through the build's source maps (dist/*.map, so
// the profile must come from the current build). Prints figures, asserts nothing.
// Run: npx tsx bench/profile-summary.ts <file.cpuprofile> [from-ms] [to-ms]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface Profile {
  nodes: { id: number; callFrame: CallFrame }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const [file, fromArg, toArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: profile-summary.ts <file.cpuprofile> [from-ms] [to-ms]');
  process.exit(2);
}
const from = Number(fromArg ?? 0);
const to = Number(toArg ?? Number.POSITIVE_INFINITY);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));

const maps = new Map<string, SourceMapConsumer | null>();
async function sourceMap(url: string): Promise<SourceMapConsumer | null> {
  if (!maps.has(url)) {
    const path = url.match(/\/admin\/(.*\.js)$/)?.[1];
    const mapFile = path ? join(dist, `${path}.map`) : '';
    maps.set(
      url,
      mapFile && existsSync(mapFile)
        ? await new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')))
        : null,
    );
  }
  return maps.get(url) ?? null;
}

const byArea = new Map<string, number>();
const byFunction = new Map<string, number>();
const add = (map: Map<string, number>, key: string, ms: number) =>
  map.set(key, (map.get(key) ?? 0) + ms);

let time = profile.startTime;
for (let index = 0; index < profile.samples.length; index++) {
  time += profile.timeDeltas[index];
  const at = (time - profile.startTime) / 1000;
  if (at < from || at > to) continue;
  const frame = frames.get(profile.samples[index]);
  if (!frame) continue;
  const ms = profile.timeDeltas[index] / 1000;
  let source = frame.url ? (frame.url.split('/').pop() ?? frame.url) : frame.functionName;
  let name = frame.functionName;
  const map = frame.url ? await sourceMap(frame.url) : null;
  if (map) {
    const original = map.originalPositionFor({
      line: frame.lineNumber + 1,
      column: frame.columnNumber,
    });
    if (original.source) {
      source = original.source.replace(/^(\.\.\/)+/, '');
      name = `${original.name ?? frame.functionName} ${source}:${original.line}`;
    }
  }
  add(
    byArea,
    source
      .replace(/.*node_modules\/((@[^/]+\/)?[^/]+)\/.*/, 'npm:$1')
      .replace(/^src\/([^/]+)\/.*/, 'src/$1'),
    ms,
  );
  add(byFunction, name || source, ms);
}

const top = (map: Map<string, number>, count: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${key}`)
    .join('\n');
console.log(`Self time by area (${fromArg ?? 0} to ${toArg ?? 'end'} ms):\n${top(byArea, 20)}`);
console.log(`\nSelf time by function:\n${top(byFunction, 30)}`);
