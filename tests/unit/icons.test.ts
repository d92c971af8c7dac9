// Every Material icon name the specs, the interface catalogue and the admin's own registrations
// use is drawn with a real glyph, not the generic fallback (issue 13: `star` and `business`
// rendered a placeholder).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CORE_GLYPHS } from '../../src/ui/icons/core-glyphs.js';
import { iconFor } from '../../src/ui/icons/icon-names.js';
import { MORE_GLYPHS } from '../../src/ui/icons/more-glyphs.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Names the specs use (spec 1-3: module bar, SSO providers, notifications, collection icons; the
 * interface catalogue's defaults: `local_offer`, `favorite`, `favorite_border`, `photo`) and the
 * common collection and module icons of v8 projects.
 */
const SPEC_NAMES = [
  'star', 'business', 'person', 'folder', 'label', 'public', 'lock', 'vpn_key', 'group',
  'settings', 'photo', 'insert_drive_file', 'link', 'code', 'text_fields', 'date_range',
  'access_time', 'check_box', 'list', 'view_list', 'view_module', 'event', 'timeline', 'bookmark',
  'help', 'info', 'warning', 'error', 'check', 'close', 'add', 'delete', 'edit', 'search',
  'filter_list', 'arrow_back', 'arrow_forward', 'arrow_upward', 'arrow_downward',
  'arrow_drop_down', 'expand_more', 'expand_less', 'chevron_left', 'chevron_right', 'more_vert',
  'menu', 'cloud_off', 'cloud_upload', 'account_circle', 'people', 'language', 'translate',
  'palette', 'color_lens', 'mail', 'phone', 'home', 'dashboard', 'local_offer', 'favorite',
  'favorite_border', 'check_circle', 'collections', 'photo_library', 'exit_to_app', 'extension',
  'box', 'today', 'image', 'description', 'attach_file', 'visibility', 'history', 'notifications',
  'place', 'shopping_cart', 'attach_money', 'work', 'school', 'chat', 'comment', 'flag', 'sort',
] as const; // biome-ignore format: a list of names reads best packed

/** `icon: 'name'` in the admin's interface and layout registrations and the demo's collections. */
function registeredNames(): string[] {
  const files = [
    ...['src/interfaces', 'src/layouts'].flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('index.ts'))
        .map((file) => join(root, dir, file)),
    ),
    join(root, 'server/demo/seed-demo-content.ts'),
  ];
  const names = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bicon:\s*'([a-z0-9_]+)'/g)].map((match) => match[1]),
  );
  return names.filter((name): name is string => name !== undefined);
}

const isDrawn = (name: string) =>
  Object.hasOwn(CORE_GLYPHS, name) || Object.hasOwn(MORE_GLYPHS, name);

test('every icon name of the specs and the registrations maps to a glyph of its own', () => {
  const registered = registeredNames();
  assert.ok(registered.length >= 20, `found the registrations (${registered.length})`);
  const unmapped = [...new Set([...SPEC_NAMES, ...registered])].filter((name) => {
    // Two different fallbacks: a name only maps when neither comes back.
    const first = iconFor(name, 'close');
    const second = iconFor(name, 'check');
    return first !== second || !isDrawn(first);
  });
  assert.deepEqual(unmapped, []);
});

test('an unknown name falls back, and names never reach the prototype', () => {
  assert.equal(iconFor('no_such_icon', 'extension'), 'extension');
  assert.equal(iconFor('constructor', 'extension'), 'extension');
  assert.equal(iconFor(null, 'link'), 'link');
});

test('every glyph is one path on the 24 × 24 grid', () => {
  for (const [name, path] of Object.entries({ ...CORE_GLYPHS, ...MORE_GLYPHS })) {
    assert.match(path, /^M[\d.\s\-a-zA-Z,]+$/, `${name} is a path`);
    const numbers = path.match(/-?\d*\.?\d+/g)?.map(Number) ?? [];
    assert.ok(
      numbers.every((value) => value >= -24 && value <= 24),
      `${name} stays on the grid`,
    );
  }
});
