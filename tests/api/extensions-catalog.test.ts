// The extension folder scan (services/extensions/catalog.ts) on real temporary folders: core and
// custom roots merged, malformed extensions skipped with one warning each (never breaking the
// listing), and the cache: trusted within its revalidation window, re-reading only what changed.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ExtensionCatalog } from '../../server/services/extensions/catalog.js';

const SCRIPT = 'window.__DirectusExtension__ = {};\n';

async function writeExtension(
  root: string,
  kind: string,
  id: string,
  meta: unknown,
  scripts: string[],
): Promise<string> {
  const dir = path.join(root, kind, id);
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'meta.json'),
    typeof meta === 'string' ? meta : JSON.stringify(meta),
  );
  for (const script of scripts) await writeFile(path.join(dir, script), SCRIPT);
  return dir;
}

const INTERFACE_SCRIPTS = ['input.js', 'display.js'];

describe('extension catalog', () => {
  let temp: string;
  let core: string;
  let custom: string;

  before(async () => {
    temp = await mkdtemp(path.join(os.tmpdir(), 'cms-extensions-'));
    core = path.join(temp, 'core');
    custom = path.join(temp, 'custom');
  });
  after(() => rm(temp, { recursive: true, force: true }));

  function catalog(revalidateMs = 0) {
    const warnings: string[] = [];
    const instance = new ExtensionCatalog(
      [
        { origin: 'core', dir: core },
        { origin: 'custom', dir: custom },
      ],
      { revalidateMs, warn: (message) => warnings.push(message) },
    );
    return { instance, warnings };
  }

  it('lists nothing, silently, when the folders do not exist', async () => {
    const { instance, warnings } = catalog();
    assert.deepEqual(await instance.list('interfaces'), []);
    assert.deepEqual(warnings, []);
  });

  it('merges core and custom, sorted by id, a custom one replacing a core one', async () => {
    await writeExtension(
      core,
      'interfaces',
      'stars',
      { name: 'Core stars', types: ['integer'] },
      INTERFACE_SCRIPTS,
    );
    await writeExtension(
      core,
      'interfaces',
      'color',
      { name: 'Color', types: ['string'] },
      INTERFACE_SCRIPTS,
    );
    await writeExtension(
      custom,
      'interfaces',
      'stars',
      { name: 'Custom stars', types: ['integer'] },
      INTERFACE_SCRIPTS,
    );
    await writeExtension(
      custom,
      'interfaces',
      'amount',
      { name: 'Amount', types: ['decimal'] },
      INTERFACE_SCRIPTS,
    );
    const { instance, warnings } = catalog();
    assert.deepEqual(await instance.list('interfaces'), [
      {
        id: 'amount',
        path: 'extensions/custom/interfaces/amount/meta.json',
        name: 'Amount',
        types: ['decimal'],
      },
      {
        id: 'color',
        path: 'extensions/core/interfaces/color/meta.json',
        name: 'Color',
        types: ['string'],
      },
      {
        id: 'stars',
        path: 'extensions/custom/interfaces/stars/meta.json',
        name: 'Custom stars',
        types: ['integer'],
      },
    ]);
    assert.deepEqual(warnings, []);
    assert.equal(
      await instance.folderOf('core', 'interfaces', 'color'),
      path.join(core, 'interfaces', 'color'),
    );
    assert.equal(await instance.folderOf('custom', 'interfaces', 'color'), undefined);
  });

  it('skips each malformed extension with a warning naming the problem', async () => {
    const broken: [string, unknown, string[], RegExp][] = [
      ['bad-json', '{"name": ', INTERFACE_SCRIPTS, /not valid JSON/],
      ['an-array', '[1, 2]', INTERFACE_SCRIPTS, /JSON object/],
      ['no-name', { types: ['string'] }, INTERFACE_SCRIPTS, /"name"/],
      ['blank-name', { name: '  ', types: ['string'] }, INTERFACE_SCRIPTS, /"name"/],
      ['no-types', { name: 'x' }, INTERFACE_SCRIPTS, /"types"/],
      ['bad-types', { name: 'x', types: 'string' }, INTERFACE_SCRIPTS, /"types"/],
      [
        'bad-options',
        { name: 'x', types: ['string'], options: [] },
        INTERFACE_SCRIPTS,
        /"options"/,
      ],
      [
        'bad-translation',
        { name: 'x', types: ['string'], translation: { 'en-US': 'x' } },
        INTERFACE_SCRIPTS,
        /"translation"/,
      ],
      [
        'bad-hide-label',
        { name: 'x', types: ['string'], hideLabel: 'yes' },
        INTERFACE_SCRIPTS,
        /"hideLabel"/,
      ],
      ['no-display', { name: 'x', types: ['string'] }, ['input.js'], /missing display\.js/],
    ];
    for (const [id, meta, scripts] of broken) {
      await writeExtension(custom, 'interfaces', id, meta, scripts);
    }
    // Not an extension folder at all: ignored without a word.
    await writeFile(path.join(custom, 'interfaces', 'README.md'), 'notes');
    await writeExtension(
      custom,
      'interfaces',
      '.git',
      { name: 'x', types: ['string'] },
      INTERFACE_SCRIPTS,
    );

    const { instance, warnings } = catalog();
    const ids = (await instance.list('interfaces')).map((entry) => entry.id);
    assert.deepEqual(ids, ['amount', 'color', 'stars']);
    assert.equal(warnings.length, broken.length, warnings.join('\n'));
    for (const [id, , , problem] of broken) {
      const line = warnings.find((warning) => warning.includes(`custom/interfaces/${id}:`));
      assert.ok(line, `a warning for ${id}`);
      assert.match(line, problem);
      assert.equal(await instance.folderOf('custom', 'interfaces', id), undefined);
    }
    // Unchanged files are not read, nor warned about, again.
    await instance.list('interfaces');
    assert.equal(warnings.length, broken.length);
  });

  it('sees added, fixed and removed extensions once its window has passed', async () => {
    const { instance, warnings } = catalog(0);
    await instance.list('layouts');
    await writeExtension(custom, 'layouts', 'board', { name: 'Board' }, ['layout.js']);
    assert.deepEqual(await instance.list('layouts'), []);
    assert.match(warnings.at(-1) ?? '', /layouts\/board: missing options\.js/);
    await writeFile(path.join(custom, 'layouts', 'board', 'options.js'), SCRIPT);
    assert.deepEqual(
      (await instance.list('layouts')).map((entry) => entry.name),
      ['Board'],
    );
    await writeFile(
      path.join(custom, 'layouts', 'board', 'meta.json'),
      JSON.stringify({ name: 'Kanban board' }),
    );
    assert.deepEqual(
      (await instance.list('layouts')).map((entry) => entry.name),
      ['Kanban board'],
    );
    await rm(path.join(custom, 'layouts', 'board'), { recursive: true });
    assert.deepEqual(await instance.list('layouts'), []);
  });

  it('trusts a scan within its revalidation window', async () => {
    const { instance } = catalog(60 * 60_000);
    assert.deepEqual(await instance.list('modules'), []);
    await writeExtension(custom, 'modules', 'reports', { name: 'Reports' }, ['module.js']);
    assert.deepEqual(await instance.list('modules'), []);
    const { instance: fresh } = catalog(60 * 60_000);
    assert.deepEqual(
      (await fresh.list('modules')).map((entry) => entry.id),
      ['reports'],
    );
  });
});
