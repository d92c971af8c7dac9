// The admin bundle: ESM with code-split chunks. Chunks are imported with relative URLs, so the same
// files work from /admin/, from npm, and from a CDN on another origin. React is bundled privately.
import { readFileSync, rmSync } from 'node:fs';
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { precompress } from './scripts/precompress.mjs';

const production = process.env.NODE_ENV !== 'development';
// Set by `npm test` after its types stage has checked these sources (scripts/build.mjs).
const noCheck = process.env.CMS_BUILD_NO_CHECK === '1';

/** Imports `*.css` as a string; styles are adopted by each shadow root as one shared sheet. */
function cssText() {
  return {
    name: 'css-text',
    transform(code, id) {
      if (!id.endsWith('.css')) return null;
      const minified = production
        ? code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ')
        : code;
      return { code: `export default ${JSON.stringify(minified.trim())};`, map: { mappings: '' } };
    },
  };
}

/** Emits the standalone admin page (dist/index.html), served by the API at /admin/, and its icon. */
function adminPage() {
  const files = ['index.html', 'favicon.svg'];
  return {
    name: 'admin-page',
    buildStart() {
      for (const file of files) this.addWatchFile(`src/${file}`);
    },
    generateBundle(_options, bundle) {
      for (const file of files) {
        const source = readFileSync(`src/${file}`, 'utf8');
        this.emitFile({
          type: 'asset',
          fileName: file,
          source: file === 'index.html' ? withModulePreloads(source, bundle) : source,
        });
      }
    },
  };
}

/**
 * Names every chunk the page's entry imports statically, at any depth, in `<link rel=modulepreload>`
 * tags before its script: the browser fetches them at once instead of one level per round trip.
 */
function withModulePreloads(html, bundle) {
  const entry = 'cms-admin.js';
  const seen = new Set();
  const visit = (fileName) => {
    for (const imported of bundle[fileName]?.imports ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      visit(imported);
    }
  };
  visit(entry);
  const script = `<script type="module" src="./${entry}"></script>`;
  if (!html.includes(script)) throw new Error(`index.html no longer loads ./${entry}`);
  const links = [...seen].map((file) => `<link rel="modulepreload" href="./${file}" />`);
  return html.replace(script, [...links, script].join('\n    '));
}

/** Starts from an empty dist/, so chunks of earlier builds (other hashes) are not shipped. */
function cleanOutput(dir) {
  return {
    name: 'clean-output',
    buildStart() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Writes .br and .gz copies beside the written files (scripts/precompress.mjs); production only. */
function precompressOutput() {
  return {
    name: 'precompress',
    async writeBundle(options, bundle) {
      await precompress(options.dir, Object.keys(bundle));
    },
  };
}

// Packages only lazy screens use stay in those screens' chunks instead of the start-up `vendor`
// chunk (uqr draws the 2FA setup QR code; Tiptap, ProseMirror and their helpers are the wysiwyg
// interface's editor; CodeMirror and Lezer the code and JSON interfaces' editor; marked and
// DOMPurify the markdown interface's preview; Leaflet the map interface's map).
const LAZY_PACKAGES = [
  'uqr',
  '@tiptap',
  '@floating-ui',
  'prosemirror-changeset',
  'prosemirror-commands',
  'prosemirror-dropcursor',
  'prosemirror-gapcursor',
  'prosemirror-history',
  'prosemirror-inputrules',
  'prosemirror-keymap',
  'prosemirror-model',
  'prosemirror-schema-list',
  'prosemirror-state',
  'prosemirror-tables',
  'prosemirror-transform',
  'prosemirror-view',
  'orderedmap',
  'rope-sequence',
  'w3c-keyname',
  'linkifyjs',
  'fast-equals',
  'use-sync-external-store',
  '@codemirror',
  '@lezer',
  '@marijn',
  'crelt',
  'style-mod',
  'marked',
  'dompurify',
  'leaflet',
];

function isStartupPackage(id) {
  if (!id.includes('/node_modules/')) return false;
  return !LAZY_PACKAGES.some((name) => id.includes(`/node_modules/${name}/`));
}

// The admin's own modules in few chunks: on HTTP/1.1 a browser opens six connections to a host, so
// the cold first screen waited on its ~60 small chunks (queued up to 400 ms) more than on their
// bytes. Every module the elements load at start-up goes in one `startup` chunk (the sign-in loads
// all of it anyway), and every module three or more lazily loaded parts share, or the shell and
// one other part, goes in one `screens-shared` chunk, which every signed-in screen loads. A module
// only one lazy part uses stays in that part's chunk, and each lazy part (a screen, a language, an
// editor) keeps its own. A module exactly two parts other than the shell share (the install wizard
// of the install route and of <cms-install>, the 2FA setup of its route and of its interface, the
// webhook screens' form) goes in a chunk of their own: the other screens need not download it.
// The interfaces' inputs count as one part, and what only they use is one `interface-inputs`
// chunk: listings show displays only, forms fetch the inputs (src/interfaces/lazy-input.tsx).

/** The shell: every signed-in screen is shown inside it, so what it shares is always needed. */
const SHELL_MODULE = '/src/shell/Shell.tsx';

/** The modules loading `ids` brings in with them (static imports), not entering `stopAt`. */
function staticClosure(ids, getModuleInfo, stopAt) {
  const seen = new Set();
  const stack = [...ids];
  while (stack.length > 0) {
    const id = stack.pop();
    if (seen.has(id) || stopAt?.has(id)) continue;
    seen.add(id);
    for (const next of getModuleInfo(id)?.importedIds ?? []) stack.push(next);
  }
  return seen;
}

/**
 * An interface's input: its folder's index.ts imports it lazily (src/interfaces/lazy-input.tsx).
 * The inputs count as one part and share one chunk: a form needs several at once.
 */
function isInterfaceInput(id, getModuleInfo) {
  return (getModuleInfo(id)?.dynamicImporters ?? []).some((importer) =>
    /\/src\/interfaces\/[^/]+\/index\.ts$/.test(importer),
  );
}

const INPUTS = 'interface-inputs';

/** Which of the admin's modules go together, worked out once from the whole module graph. */
function planOwnChunks({ getModuleIds, getModuleInfo }) {
  const all = [...getModuleIds()];
  const entries = all.filter((id) => getModuleInfo(id)?.isEntry);
  const startup = staticClosure(entries, getModuleInfo);
  const lazyParts = new Set(all.filter((id) => getModuleInfo(id)?.dynamicImporters.length));
  const inputs = new Set([...lazyParts].filter((id) => isInterfaceInput(id, getModuleInfo)));
  /** For each module, the parts (an input counts as INPUTS) that load it. */
  const sharers = new Map();
  const shell = all.find((id) => id.endsWith(SHELL_MODULE));
  const shellShares = shell ? staticClosure([shell], getModuleInfo, startup) : new Set();
  for (const part of lazyParts) {
    const group = inputs.has(part) ? INPUTS : part;
    for (const id of staticClosure([part], getModuleInfo, startup)) {
      if (!sharers.has(id)) sharers.set(id, new Set());
      sharers.get(id).add(group);
    }
  }
  const screensShared = new Set();
  const inputsOnly = new Set();
  for (const [id, groups] of sharers) {
    if (groups.size >= 3 || (groups.size === 2 && shellShares.has(id))) screensShared.add(id);
    else if (groups.size === 1 && groups.has(INPUTS)) inputsOnly.add(id);
  }
  return { startup, lazyParts, screensShared, inputsOnly };
}

let ownChunks = null;
/** Forgets the plan at each build's start (watch mode rebuilds with a changed graph). */
function replanOwnChunks() {
  return {
    name: 'replan-own-chunks',
    buildStart() {
      ownChunks = null;
    },
  };
}

function ownChunk(id, api) {
  const own = id.includes('/src/') || id.includes('/elements/');
  if (!own || id.includes('/src/locales/')) return undefined;
  ownChunks ??= planOwnChunks(api);
  // The handle that fetches the shared chunk early is a part of it (src/screens/app-root/shared-code.ts),
  // and so are the first screen's early reads, which arrive with it (route-data.ts).
  if (id.endsWith('/src/screens/app-root/shared-code.ts')) return 'screens-shared';
  if (id.endsWith('/src/screens/app-root/route-data.ts')) return 'screens-shared';
  if (ownChunks.inputsOnly.has(id)) return INPUTS;
  if (ownChunks.lazyParts.has(id)) return undefined;
  if (ownChunks.startup.has(id)) return 'startup';
  return ownChunks.screensShared.has(id) ? 'screens-shared' : undefined;
}

export default {
  input: {
    // everything: the CDN drop-in and the npm main entry
    'cms-admin': 'elements/index.ts',
    // one entry per element, for hosts that want only a piece
    'elements/cms-admin': 'elements/cms-admin.ts',
    'elements/cms-item-editor': 'elements/cms-item-editor.ts',
    'elements/cms-file-library': 'elements/cms-file-library.ts',
    'elements/cms-install': 'elements/cms-install.ts',
  },
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    // Third-party code in one long-cached chunk with a name that says what it is; the admin's own
    // modules as ownChunk groups them.
    manualChunks: (id, api) => (isStartupPackage(id) ? 'vendor' : ownChunk(id, api)),
    sourcemap: true,
  },
  plugins: [
    cleanOutput('dist'),
    replanOwnChunks(),
    cssText(),
    // Locale files (src/locales/*.json) are imported as modules: one chunk per language.
    json({ preferConst: true, compact: production }),
    replace({
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    typescript({
      tsconfig: './tsconfig.json',
      noEmit: false,
      noEmitOnError: true,
      outDir: 'dist',
      noCheck,
    }),
    production && terser({ format: { comments: false } }),
    adminPage(),
    production && precompressOutput(),
  ],
  onwarn(warning, warn) {
    // React's CJS files use `this` at the top level; harmless after commonjs().
    if (warning.code === 'THIS_IS_UNDEFINED') return;
    // Tiptap's React binding starts with "use client" (for server-rendering frameworks); meaningless here.
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    warn(warning);
  },
};
