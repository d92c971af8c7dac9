// The projects of this server are the config files in {dataDir}/config (contract §10):
//   {key}.json          listed by GET /server/projects
//   private.{key}.json  usable by key, never listed
//   _{name}.json        not listed (a template, say), except `_.json`, the default project "_"
//   __api.json          not a project: the shared super-admin token
// Nothing is kept in memory but a parse cache keyed by mtime, revalidated at most once a second
// (`revalidateMs`), so several server processes can share one data folder and see each other's
// changes within that time, while a busy server does not stat its config files on every request.
import { randomBytes } from 'node:crypto';
import { link, mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dataLayout } from './paths.js';
import { type ProjectConfig, parseProjectConfig } from './project-config.js';
import { isListedProjectKey, isValidProjectKey } from './project-key.js';

export interface ProjectEntry {
  key: string;
  private: boolean;
  /** Absolute path of the config file. */
  file: string;
}

interface CachedConfig {
  mtimeMs: number;
  size: number;
  config: ProjectConfig;
}

const PRIVATE_PREFIX = 'private.';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException)?.code === 'ENOENT';
}

export interface RegistryOptions {
  /** How long a config read is trusted before the file is checked again (ms). */
  revalidateMs?: number;
}

export class ProjectRegistry {
  readonly configDir: string;
  readonly #cache = new Map<string, CachedConfig>();
  /** The last successful read per key, and when its file was last checked. */
  readonly #fresh = new Map<string, { config: ProjectConfig; checkedAt: number }>();
  readonly #revalidateMs: number;

  constructor(
    readonly dataDir: string,
    options: RegistryOptions = {},
  ) {
    this.configDir = path.join(dataDir, dataLayout.config);
    this.#revalidateMs = options.revalidateMs ?? 1000;
  }

  /** Path of a project's config file. The key must be valid (checked by callers). */
  configPath(key: string, isPrivate = false): string {
    return path.join(this.configDir, `${isPrivate ? PRIVATE_PREFIX : ''}${key}.json`);
  }

  /** Every project, private and hidden ones included. */
  async entries(): Promise<ProjectEntry[]> {
    let names: string[];
    try {
      names = await readdir(this.configDir);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const byKey = new Map<string, ProjectEntry>();
    for (const name of names) {
      if (!name.endsWith('.json')) continue;
      const stem = name.slice(0, -'.json'.length);
      const isPrivate = stem.startsWith(PRIVATE_PREFIX);
      const key = isPrivate ? stem.slice(PRIVATE_PREFIX.length) : stem;
      if (!isValidProjectKey(key)) continue;
      // A key with both files is reached through the public one, as find() does.
      if (byKey.has(key) && isPrivate) continue;
      byKey.set(key, { key, private: isPrivate, file: path.join(this.configDir, name) });
    }
    return [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
  }

  /** The keys GET /server/projects shows: no private projects, no "_something". */
  async list(): Promise<string[]> {
    return (await this.entries())
      .filter((entry) => !entry.private && isListedProjectKey(entry.key))
      .map((entry) => entry.key);
  }

  async hasAnyProject(): Promise<boolean> {
    return (await this.entries()).length > 0;
  }

  async find(key: string): Promise<ProjectEntry | undefined> {
    if (!isValidProjectKey(key)) return undefined;
    for (const isPrivate of [false, true]) {
      const file = this.configPath(key, isPrivate);
      try {
        if ((await stat(file)).isFile()) return { key, private: isPrivate, file };
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
    return undefined;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.find(key)) !== undefined;
  }

  /** The project's config, or undefined when there is no such project. */
  async read(key: string): Promise<ProjectConfig | undefined> {
    const fresh = this.#fresh.get(key);
    if (fresh && Date.now() - fresh.checkedAt < this.#revalidateMs) return fresh.config;
    const config = await this.#readFile(key);
    if (config) this.#fresh.set(key, { config, checkedAt: Date.now() });
    else this.#fresh.delete(key);
    return config;
  }

  async #readFile(key: string): Promise<ProjectConfig | undefined> {
    const entry = await this.find(key);
    if (!entry) return undefined;
    let info: Awaited<ReturnType<typeof stat>>;
    try {
      info = await stat(entry.file);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    const cached = this.#cache.get(entry.file);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) {
      return cached.config;
    }
    const text = await readFile(entry.file, 'utf8');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new Error(`Project config ${path.basename(entry.file)} is not valid JSON`, {
        cause: error,
      });
    }
    const config = parseProjectConfig(key, json, path.basename(entry.file));
    this.#cache.set(entry.file, { mtimeMs: info.mtimeMs, size: info.size, config });
    return config;
  }

  /**
   * Writes a new project's config, readable by the owner only (it holds secrets). Refuses to
   * replace an existing file: the temp file is hard-linked into place, which is atomic and fails
   * when the name is taken, so two concurrent installs of one key cannot both win and a reader
   * never sees half a file.
   */
  async create(key: string, config: ProjectConfig, options: { private?: boolean } = {}) {
    if (!isValidProjectKey(key)) throw new Error(`Invalid project key: ${key}`);
    if (await this.exists(key)) throw projectExistsError(key);
    this.#fresh.delete(key);
    await mkdir(this.configDir, { recursive: true, mode: 0o700 });
    const target = this.configPath(key, options.private);
    const temp = path.join(this.configDir, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
    await writeFile(temp, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    try {
      await link(temp, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw projectExistsError(key);
      throw error;
    } finally {
      await unlink(temp).catch(() => {});
    }
    return target;
  }

  /** Deletes a project's config file(s); true when there was one. */
  async remove(key: string): Promise<boolean> {
    if (!isValidProjectKey(key)) return false;
    this.#fresh.delete(key);
    let removed = false;
    for (const isPrivate of [false, true]) {
      const file = this.configPath(key, isPrivate);
      this.#cache.delete(file);
      try {
        await unlink(file);
        removed = true;
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
    return removed;
  }
}

/** Thrown by create() when the key is taken; create-project maps it to E18. */
export class ProjectExistsError extends Error {
  override readonly name = 'ProjectExistsError';
}

function projectExistsError(key: string): ProjectExistsError {
  return new ProjectExistsError(`Project "${key}" already exists`);
}
