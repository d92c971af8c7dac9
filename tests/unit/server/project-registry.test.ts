import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { newProjectConfig } from '../../../server/config/project-config.js';
import { ProjectExistsError, ProjectRegistry } from '../../../server/config/project-registry.js';

const sqlite = (key: string) => ({ type: 'sqlite' as const, filename: `db/${key}.sqlite` });

describe('project registry', () => {
  let dataDir: string;
  let registry: ProjectRegistry;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'cms-registry-'));
    registry = new ProjectRegistry(dataDir);
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  async function writeRaw(name: string, content: unknown) {
    await mkdir(registry.configDir, { recursive: true });
    await writeFile(path.join(registry.configDir, name), JSON.stringify(content));
  }

  it('has no projects before the config folder exists', async () => {
    assert.deepEqual(await registry.list(), []);
    assert.equal(await registry.hasAnyProject(), false);
    assert.equal(await registry.read('demo'), undefined);
  });

  it('writes configs readable by the owner only and reads them back', async () => {
    const config = newProjectConfig('blog', sqlite('blog'));
    const file = await registry.create('blog', config);
    assert.equal(file, path.join(dataDir, 'config', 'blog.json'));
    assert.equal((await stat(file)).mode & 0o777, 0o600);
    const read = await registry.read('blog');
    assert.deepEqual(read, config);
    assert.equal(read?.auth.secret_key.length, 32);
    assert.match(String(read?.auth.public_key), /^[0-9a-f-]{36}$/);
    assert.equal(read?.storage.root, 'uploads/blog/originals');
  });

  it('lists public keys only: no private, "_name", token or invalid files', async () => {
    const config = newProjectConfig('x', sqlite('x'));
    await registry.create('zeta', config);
    await registry.create('alpha', config);
    await registry.create('hidden', config, { private: true });
    await writeRaw('_.json', config);
    await writeRaw('_example.json', config);
    await writeRaw('__api.json', { super_admin_token: 'secret' });
    await writeRaw('server.json', config); // reserved key
    await writeRaw('Upper.json', config); // not a valid key
    await writeRaw('notes.txt', 'not a config');

    assert.deepEqual(await registry.list(), ['_', 'alpha', 'zeta']);
    const all = (await registry.entries()).map((entry) => `${entry.key}:${entry.private}`);
    assert.deepEqual(all.sort(), [
      '_:false',
      '_example:false',
      'alpha:false',
      'hidden:true',
      'zeta:false',
    ]);
    assert.equal(await registry.exists('hidden'), true);
    assert.equal((await registry.read('hidden'))?.auth.public_key, config.auth.public_key);
    assert.equal(await registry.exists('server'), false);
    assert.equal(await registry.exists('__api'), false);
  });

  it('counts a private project as a project (for the super-admin token rule)', async () => {
    await registry.create('secret', newProjectConfig('secret', sqlite('secret')), {
      private: true,
    });
    assert.deepEqual(await registry.list(), []);
    assert.equal(await registry.hasAnyProject(), true);
  });

  it('refuses to overwrite a project, public or private', async () => {
    const config = newProjectConfig('blog', sqlite('blog'));
    await registry.create('blog', config, { private: true });
    await assert.rejects(registry.create('blog', config), ProjectExistsError);
    await assert.rejects(registry.create('Bad Key', config), /Invalid project key/);
  });

  it('re-reads a config changed on disk by another process', async () => {
    const checking = new ProjectRegistry(registry.dataDir, { revalidateMs: 0 });
    const config = newProjectConfig('blog', sqlite('blog'));
    const file = await checking.create('blog', config);
    assert.equal((await checking.read('blog'))?.cors.enabled, true);
    await writeFile(file, JSON.stringify({ ...config, cors: { ...config.cors, enabled: false } }));
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later);
    assert.equal((await checking.read('blog'))?.cors.enabled, false);
  });

  it('trusts a read for the revalidation window, then sees the change', async () => {
    const windowed = new ProjectRegistry(registry.dataDir, { revalidateMs: 80 });
    const config = newProjectConfig('blog', sqlite('blog'));
    const file = await windowed.create('blog', config);
    assert.equal((await windowed.read('blog'))?.cors.enabled, true);
    await writeFile(file, JSON.stringify({ ...config, cors: { ...config.cors, enabled: false } }));
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later);
    assert.equal((await windowed.read('blog'))?.cors.enabled, true, 'within the window');
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal((await windowed.read('blog'))?.cors.enabled, false, 'after the window');
  });

  it('rejects broken config files with a message naming the file', async () => {
    await mkdir(registry.configDir, { recursive: true });
    await writeFile(path.join(registry.configDir, 'broken.json'), '{ not json');
    await assert.rejects(registry.read('broken'), /broken\.json is not valid JSON/);
    await writeRaw('nodb.json', { auth: { secret_key: 'a', public_key: 'b' } });
    await assert.rejects(registry.read('nodb'), /database must be an object/);
  });

  it('fills groups missing from a hand-written config with defaults', async () => {
    await writeRaw('mini.json', {
      database: { type: 'postgres', name: 'cms', username: 'cms' },
      auth: { secret_key: 's', public_key: 'p' },
      cors: { origin: ['https://example.com'] },
    });
    const config = await registry.read('mini');
    assert.deepEqual(config?.database, {
      type: 'postgres',
      host: 'localhost',
      port: 5432,
      name: 'cms',
      username: 'cms',
      password: '',
    });
    assert.deepEqual(config?.cors.origin, ['https://example.com']);
    assert.equal(config?.cors.enabled, true);
    assert.equal(config?.auth.ttl, 20);
    assert.equal(config?.storage.root, 'uploads/mini/originals');
  });

  it('removes public and private files', async () => {
    await registry.create('gone', newProjectConfig('gone', sqlite('gone')), { private: true });
    assert.equal(await registry.remove('gone'), true);
    assert.equal(await registry.exists('gone'), false);
    assert.equal(await registry.remove('gone'), false);
  });
});
