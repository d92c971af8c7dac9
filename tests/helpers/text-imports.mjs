// Node module hooks: `import css from './x.css'` gives the file's text, as the admin's bundlers do
// (rollup's css-text plugin, esbuild's text loader in the browser tests), so node:test can load
// admin modules that register their styles. Registered by register-text-imports.mjs.
import { readFile } from 'node:fs/promises';

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.css')) return nextLoad(url, context);
  const text = await readFile(new URL(url), 'utf8');
  return {
    format: 'module',
    source: `export default ${JSON.stringify(text)};`,
    shortCircuit: true,
  };
}
