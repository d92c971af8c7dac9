// The extensions found in the extension folders (contract §7.17): `{root}/{kind}/{id}/meta.json`
// for the core root shipped with the server and the custom root in the data folder.
//
// A scan is trusted for `revalidateMs`; after that the folder is listed again and each extension's
// files are stat'ed, and only an extension whose meta.json or scripts changed is read again. A
// malformed extension is skipped with one warning per change, never failing the listing.
import type { Stats } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  EXTENSION_ID,
  type ExtensionKind,
  type ExtensionOrigin,
  KIND_SCRIPTS,
  metaPath,
} from './kinds.js';
import { parseExtensionMeta } from './meta.js';

export interface ExtensionRoot {
  origin: ExtensionOrigin;
  /** Holds interfaces/, layouts/ and modules/; may not exist. */
  dir: string;
}

/** One listing entry: the folder name, the meta.json path and every other key of meta.json. */
export type ExtensionEntry = Record<string, unknown> & { id: string; path: string };

interface FoundExtension {
  id: string;
  /** The extension's folder. */
  dir: string;
  entry: ExtensionEntry;
}

interface CachedExtension {
  /** Sizes and times of meta.json and the scripts: a change means reading it again. */
  signature: string;
  found: FoundExtension | undefined;
}

interface KindScan {
  checkedAt: number;
  byId: Map<string, CachedExtension>;
  found: FoundExtension[];
}

export interface CatalogOptions {
  /** How long a scan is trusted before the folders are checked again (default 1000 ms). */
  revalidateMs?: number;
  /** Where the reason an extension is skipped goes. */
  warn?: (message: string) => void;
}

/** meta.json files are small; anything bigger is not one. */
const MAX_META_BYTES = 256 * 1024;

async function statOrUndefined(file: string): Promise<Stats | undefined> {
  try {
    return await stat(file);
  } catch {
    return undefined;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** The files an extension of this kind must have. */
function requiredFiles(kind: ExtensionKind): string[] {
  return ['meta.json', ...KIND_SCRIPTS[kind].map((script) => `${script}.js`)];
}

export class ExtensionCatalog {
  readonly #roots: readonly ExtensionRoot[];
  readonly #revalidateMs: number;
  readonly #warn: (message: string) => void;
  readonly #scans = new Map<string, KindScan>();
  readonly #pending = new Map<string, Promise<FoundExtension[]>>();

  constructor(roots: readonly ExtensionRoot[], options: CatalogOptions = {}) {
    this.#roots = roots;
    this.#revalidateMs = options.revalidateMs ?? 1000;
    this.#warn = options.warn ?? ((message) => console.warn(message));
  }

  /**
   * The listing of a kind, sorted by id. A custom extension with the id of a core one replaces it,
   * so each id is listed once.
   */
  async list(kind: ExtensionKind): Promise<ExtensionEntry[]> {
    const byId = new Map<string, ExtensionEntry>();
    for (const root of this.#roots) {
      for (const found of await this.#scan(root, kind)) byId.set(found.id, found.entry);
    }
    return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  /** The folder of a listed (well-formed) extension, or undefined. */
  async folderOf(
    origin: ExtensionOrigin,
    kind: ExtensionKind,
    id: string,
  ): Promise<string | undefined> {
    const root = this.#roots.find((candidate) => candidate.origin === origin);
    if (!root) return undefined;
    return (await this.#scan(root, kind)).find((found) => found.id === id)?.dir;
  }

  #scan(root: ExtensionRoot, kind: ExtensionKind): Promise<FoundExtension[]> {
    const key = `${root.origin}\u0000${kind}`;
    const cached = this.#scans.get(key);
    if (cached && Date.now() - cached.checkedAt < this.#revalidateMs) {
      return Promise.resolve(cached.found);
    }
    // Concurrent requests share one scan.
    let pending = this.#pending.get(key);
    if (!pending) {
      pending = this.#rescan(root, kind, cached).then(
        (scan) => {
          this.#scans.set(key, scan);
          this.#pending.delete(key);
          return scan.found;
        },
        (error: unknown) => {
          this.#pending.delete(key);
          throw error;
        },
      );
      this.#pending.set(key, pending);
    }
    return pending;
  }

  async #rescan(
    root: ExtensionRoot,
    kind: ExtensionKind,
    previous: KindScan | undefined,
  ): Promise<KindScan> {
    const checkedAt = Date.now();
    const kindDir = path.join(root.dir, kind);
    const byId = new Map<string, CachedExtension>();
    let names: string[] = [];
    try {
      const dirents = await readdir(kindDir, { withFileTypes: true });
      names = dirents
        .filter((dirent) => dirent.isDirectory() || dirent.isSymbolicLink())
        .map((dirent) => dirent.name)
        .filter((name) => EXTENSION_ID.test(name));
    } catch (error) {
      if (!isMissing(error)) this.#warn(`Cannot list extensions in ${kindDir}: ${String(error)}`);
    }
    for (const id of names) {
      const dir = path.join(kindDir, id);
      const stats = await Promise.all(
        requiredFiles(kind).map((file) => statOrUndefined(path.join(dir, file))),
      );
      const signature = stats
        .map((info) => (info?.isFile() ? `${info.size}:${info.mtimeMs}` : '-'))
        .join('|');
      const known = previous?.byId.get(id);
      if (known && known.signature === signature) {
        byId.set(id, known);
        continue;
      }
      const found = await this.#load(root.origin, kind, id, dir, stats);
      byId.set(id, { signature, found });
    }
    const found = [...byId.values()].flatMap((cached) => (cached.found ? [cached.found] : []));
    return { checkedAt, byId, found };
  }

  async #load(
    origin: ExtensionOrigin,
    kind: ExtensionKind,
    id: string,
    dir: string,
    stats: (Stats | undefined)[],
  ): Promise<FoundExtension | undefined> {
    const skip = (problem: string) => {
      this.#warn(`Skipping extension ${origin}/${kind}/${id}: ${problem}`);
      return undefined;
    };
    const files = requiredFiles(kind);
    const missing = files.filter((_file, index) => !stats[index]?.isFile());
    if (missing.length) return skip(`missing ${missing.join(', ')}`);
    if ((stats[0]?.size ?? 0) > MAX_META_BYTES) {
      return skip(`meta.json is larger than ${MAX_META_BYTES} bytes`);
    }
    let text: string;
    try {
      text = await readFile(path.join(dir, 'meta.json'), 'utf8');
    } catch (error) {
      return skip(`cannot read meta.json (${String(error)})`);
    }
    const parsed = parseExtensionMeta(kind, text);
    if (!parsed.ok) return skip(parsed.problem);
    // The folder name is the id and the listing's path is ours, whatever meta.json says.
    const { id: _ignoredId, path: _ignoredPath, ...meta } = parsed.meta;
    return { id, dir, entry: { id, path: metaPath(origin, kind, id), ...meta } };
  }
}
