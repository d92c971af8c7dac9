import type { ExtensionMeta } from '../api/extensions.js';
import { apiUrl, currentApiRoot } from '../api/request.js';
import { onReset } from '../state/reset.js';
import { type ExtensionExport, type ExtensionScript, readExport } from './contract.js';

// Loads one script of a server-hosted extension (spec 1 §7): the listing's `path` with `meta.json`
// replaced by the script's file, relative to the API root, brought in with a dynamic import().
// A script whose meta.json lists `<script>.css` in `styles` brings that stylesheet along. A load
// that fails or takes longer than the timeout (120 s) rejects; the caller falls back and reports.

/** What a loaded script gives the host: its default export and its stylesheet, if any. */
export interface LoadedExtension {
  url: string;
  exported: ExtensionExport;
  sheet: CSSStyleSheet | null;
}

const DEFAULT_TIMEOUT_MS = 120_000;
let timeoutMs = DEFAULT_TIMEOUT_MS;

/** For tests: how long a load may take before it counts as failed; no argument restores 120 s. */
export function setExtensionLoadTimeout(ms: number = DEFAULT_TIMEOUT_MS): void {
  timeoutMs = ms;
}

/**
 * The URL of a file beside the extension's meta.json. Only the API's own origin serves code the
 * admin runs: a listed path naming another origin (`https://elsewhere/…`) is refused.
 */
export function extensionAssetUrl(meta: ExtensionMeta, file: string): string {
  const url = apiUrl(meta.path.replace(/meta\.json$/, file));
  if (new URL(url).origin !== new URL(currentApiRoot()).origin) {
    throw new Error(`The extension "${meta.id}" names a script on another origin: ${url}`);
  }
  return url;
}

/** Whether meta.json lists this stylesheet in `styles` (an array of file names). */
function listsStylesheet(meta: ExtensionMeta, file: string): boolean {
  return Array.isArray(meta.styles) && meta.styles.includes(file);
}

async function loadStylesheet(url: string): Promise<CSSStyleSheet> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const sheet = new CSSStyleSheet();
  // replace() would fetch @import rules; extensions get one flat stylesheet each.
  sheet.replaceSync(await response.text());
  return sheet;
}

async function load(meta: ExtensionMeta, script: ExtensionScript): Promise<LoadedExtension> {
  const url = extensionAssetUrl(meta, `${script}.js`);
  const cssFile = `${script}.css`;
  const [module, sheet] = await Promise.all([
    import(url) as Promise<unknown>,
    listsStylesheet(meta, cssFile)
      ? loadStylesheet(extensionAssetUrl(meta, cssFile))
      : Promise.resolve(null),
  ]);
  return { url, exported: readExport(module), sheet };
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  const limit = timeoutMs;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${what} did not load within ${limit / 1000} s`)),
      limit,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** One load per script and session, shared by every field or cell that shows it. */
const loads = new Map<string, Promise<LoadedExtension>>();

export function loadExtension(
  meta: ExtensionMeta,
  script: ExtensionScript,
): Promise<LoadedExtension> {
  const key = `${meta.path}\u0000${script}`;
  let pending = loads.get(key);
  if (!pending) {
    pending = withTimeout(load(meta, script), `The ${script} script of extension "${meta.id}"`);
    loads.set(key, pending);
  }
  return pending;
}

onReset(() => loads.clear());
