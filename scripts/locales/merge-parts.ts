// Joins a language file written in parts (large files are easier to write section by section):
//   npx tsx scripts/locales/merge-parts.ts src/locales/screens/fr-FR.json part1.json part2.json …
// Later parts add to earlier ones; the sections are written in en-US's order.
import { readFileSync, writeFileSync } from 'node:fs';
import { localeFilePath } from './parity.js';

type Tree = { [key: string]: string | Tree };

function merge(into: Tree, from: Tree): Tree {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    if (typeof value === 'object' && typeof existing === 'object') merge(existing, value);
    else into[key] = value;
  }
  return into;
}

/** `tree`'s keys in the order of `model` (en-US), keys en-US lacks last. */
function ordered(tree: Tree, model: Tree | undefined): Tree {
  const out: Tree = {};
  const keys = [
    ...Object.keys(model ?? {}).filter((key) => key in tree),
    ...Object.keys(tree).filter((key) => !(model && key in model)),
  ];
  for (const key of keys) {
    const value = tree[key] as string | Tree;
    const modelValue = model?.[key];
    out[key] =
      typeof value === 'object'
        ? ordered(value, typeof modelValue === 'object' ? modelValue : undefined)
        : value;
  }
  return out;
}

const [target, ...parts] = process.argv.slice(2);
if (!target || parts.length === 0) {
  console.error('usage: merge-parts.ts <target.json> <part.json>…');
  process.exit(2);
}
const merged: Tree = {};
for (const part of parts) merge(merged, JSON.parse(readFileSync(part, 'utf8')) as Tree);
const modelPath = target.includes('/screens/')
  ? localeFilePath('en-US', 'screens/')
  : localeFilePath('en-US', '');
const model = JSON.parse(readFileSync(modelPath, 'utf8')) as Tree;
writeFileSync(target, `${JSON.stringify(ordered(merged, model), null, 2)}\n`);
console.log(`Wrote ${target} from ${parts.length} parts.`);
