// Each bundled interface's display for listings: text, never markup (HTML-looking values stay text).
import { expect } from '@open-wc/testing';
import type { FieldInfo } from '../../src/api/types.js';
import '../../src/interfaces/index.js';
import { getInterface, listInterfaces } from '../../src/interfaces/registry.js';
import { renderTemplate } from '../../src/interfaces/render-template.js';
import { fieldOf } from './fixtures/item-harness/controlled.js';
import { mountDisplay } from './fixtures/item-harness/interface-under-test.js';

const HOSTILE = '<img src=x onerror="window.__hacked = 1"><script>window.__hacked = 1</script>';

async function display(field: FieldInfo, value: unknown) {
  const mounted = await mountDisplay(field, value);
  const { container } = mounted;
  const text = container.textContent ?? '';
  const html = container.innerHTML;
  const element = container.firstElementChild as HTMLElement | null;
  mounted.unmount();
  return { text, html, element };
}

describe('interface displays', () => {
  it('registers every core interface with an input and a display', () => {
    const ids = listInterfaces().map((one) => one.id);
    for (const id of [
      'primary-key',
      'text-input',
      'textarea',
      'numeric',
      'sort',
      'toggle',
      'datetime',
      'dropdown',
      'status',
      'slug',
      'markdown',
      'code',
      'json',
      'many-to-one',
      'one-to-many',
      'many-to-many',
    ]) {
      expect(ids, id).to.include(id);
      expect(getInterface(id)?.display, `${id} display`).to.not.equal(undefined);
    }
  });

  it("answers v8's id `switch` with the toggle interface (v8 8.x renamed it)", () => {
    expect(getInterface('switch')).to.not.equal(null);
    expect(getInterface('switch')).to.equal(getInterface('toggle'));
  });

  it('escapes HTML-looking values in every text display', async () => {
    for (const [id, type] of [
      ['text-input', 'string'],
      ['textarea', 'string'],
      ['slug', 'slug'],
      ['markdown', 'string'],
      ['code', 'string'],
      ['primary-key', 'string'],
      ['dropdown', 'string'],
      ['many-to-one', 'm2o'],
    ] as const) {
      const { text, element } = await display(fieldOf('f', type, id), HOSTILE);
      expect(text, id).to.equal(HOSTILE);
      expect(element?.querySelector('img, script'), id).to.equal(null);
    }
    expect((window as { __hacked?: number }).__hacked).to.equal(undefined);
  });

  it('shows numbers, JSON and nothing as text', async () => {
    expect((await display(fieldOf('n', 'integer', 'numeric'), 42)).text).to.equal('42');
    expect((await display(fieldOf('j', 'json', 'json'), { a: '<b>' })).text).to.equal(
      '{"a":"<b>"}',
    );
    expect((await display(fieldOf('t', 'string', 'text-input'), null)).text).to.equal('');
  });

  it('toggle: yes / no as text', async () => {
    const field = fieldOf('b', 'boolean', 'toggle');
    expect((await display(field, true)).text).to.equal('Yes');
    expect((await display(field, '1')).text).to.equal('Yes');
    expect((await display(field, false)).text).to.equal('No');
    expect((await display(field, 0)).text).to.equal('No');
    expect((await display(field, null)).text).to.equal('');
  });

  it('datetime: formatted in the language, times as stored', async () => {
    const datetime = await display(fieldOf('d', 'datetime', 'datetime'), '2024-05-01 14:30:00');
    expect(datetime.text).to.equal('Wednesday, May 1, 2024 at 2:30 PM');
    const date = await display(fieldOf('d', 'date', 'datetime'), '2024-05-01');
    expect(date.text).to.equal('May 1, 2024');
    const time = await display(fieldOf('d', 'time', 'datetime'), '09:05:00');
    expect(time.text).to.equal('09:05:00');
    const broken = await display(fieldOf('d', 'datetime', 'datetime'), HOSTILE);
    expect(broken.element?.querySelector('img, script')).to.equal(null);
  });

  it('datetime: localized off writes the date in the format order; showRelative adds the distance', async () => {
    const shown = async (options: Record<string, unknown>, type: string, value: string) =>
      (await display(fieldOf('d', type, 'datetime', { options }), value)).text;
    expect(await shown({ localized: false }, 'datetime', '2024-05-01 14:30:00')).to.equal(
      '05/01/2024 14:30:00',
    );
    expect(
      await shown({ localized: false, format: 'dmy' }, 'datetime', '2024-05-01T14:30:00Z'),
    ).to.equal('01/05/2024 14:30:00');
    expect(await shown({ localized: false, format: 'ymd' }, 'date', '2024-05-01')).to.equal(
      '2024-05-01',
    );
    const hourAgo = new Date(Date.now() - 3600_000 - 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const stored = `${hourAgo.getFullYear()}-${pad(hourAgo.getMonth() + 1)}-${pad(hourAgo.getDate())} ${pad(hourAgo.getHours())}:${pad(hourAgo.getMinutes())}:00`;
    expect(await shown({ showRelative: true }, 'datetime', stored)).to.match(/ \(1 hour ago\)$/);
    expect(await shown({}, 'datetime', stored)).to.not.contain('ago');
  });

  it('dropdown: the choice label', async () => {
    const field = fieldOf('s', 'string', 'dropdown', {
      options: { choices: { m: 'Medium <i>size</i>' } },
    });
    const shown = await display(field, 'm');
    expect(shown.text).to.equal('Medium <i>size</i>');
    expect(shown.element?.querySelector('i')).to.equal(null);
    expect((await display(field, 'other')).text).to.equal('other');
  });

  it('status: a coloured badge with the status name as text', async () => {
    const field = fieldOf('status', 'status', 'status', {
      options: {
        status_mapping: JSON.stringify({
          published: { name: 'Published', background_color: 'red' },
          draft: { name: '<b>Draft</b>', background_color: 'not-a-colour' },
        }),
      },
    });
    const published = await display(field, 'published');
    expect(published.text).to.equal('Published');
    expect(published.element?.classList.contains('cms-status-badge')).to.equal(true);
    // v8's `red` is the Material red (color-palette/material-palette.ts).
    expect(published.html).to.contain('background: rgb(244, 67, 54)');
    const draft = await display(field, 'draft');
    expect(draft.text).to.equal('<b>Draft</b>');
    expect(draft.element?.querySelector('b')).to.equal(null);
    expect((await display(field, 'unknown')).text).to.equal('unknown');
  });

  it('many-to-one: the related item through the template', async () => {
    const field = fieldOf('author', 'm2o', 'many-to-one', {
      options: { template: '{{name}} ({{country.code}})' },
    });
    const shown = await display(field, {
      id: 1,
      name: '<b>Ada</b>',
      country: { code: 'GB' },
    });
    expect(shown.text).to.equal('<b>Ada</b> (GB)');
    expect(shown.element?.querySelector('b')).to.equal(null);
    expect((await display(field, 7)).text).to.equal('7');
    expect(renderTemplate('{{a.b}}-{{missing}}', { a: { b: 1 } })).to.equal('1-');
  });

  it('status: simpleBadge (on by default) is a dot and the name; off, a badge in the status colours', async () => {
    const mapping = {
      published: { name: 'Published', background_color: 'red', text_color: 'white' },
    };
    const simple = await display(
      fieldOf('status', 'status', 'status', { options: { status_mapping: mapping } }),
      'published',
    );
    expect(simple.element?.classList.contains('cms-status-badge--simple')).to.equal(true);
    expect(simple.element?.querySelector('.cms-status-badge__dot')).to.not.equal(null);
    const full = await display(
      fieldOf('status', 'status', 'status', {
        options: { status_mapping: mapping, simpleBadge: false },
      }),
      'published',
    );
    const badge = full.element?.querySelector<HTMLElement>('.cms-status-badge--full');
    expect(badge?.textContent).to.equal('Published');
    expect(badge?.style.background).to.equal('rgb(244, 67, 54)');
    expect(badge?.style.color).to.equal('rgb(255, 255, 255)');
    expect(full.element?.querySelector('.cms-status-badge__dot')).to.equal(null);
  });

  it('numeric: localized (on by default) groups the digits in the language; monospace', async () => {
    const field = (options: Record<string, unknown>) =>
      fieldOf('n', 'decimal', 'numeric', { options });
    expect((await display(field({}), 1234567.25)).text).to.equal('1,234,567.25');
    expect((await display(field({}), '0.000001')).text).to.equal('0.000001');
    // Big integers kept as text keep every digit.
    expect((await display(field({}), '12345678901234567890')).text).to.equal(
      '12,345,678,901,234,567,890',
    );
    expect((await display(field({ localized: false }), 1234567.25)).text).to.equal('1234567.25');
    const mono = await display(field({ monospace: true }), 5);
    expect(mono.element?.classList.contains('cms-font--monospace')).to.equal(true);
    expect(
      (await display(field({}), 5)).element?.classList.contains('cms-font--monospace'),
    ).to.equal(false);
  });

  it('text-input: formatValue shows the value as a title; monospace (and the older font option)', async () => {
    const field = (options: Record<string, unknown>) =>
      fieldOf('t', 'string', 'text-input', { options });
    expect((await display(field({}), 'in_review-now')).text).to.equal('in_review-now');
    expect((await display(field({ formatValue: true }), 'in_review-now')).text).to.equal(
      'In Review Now',
    );
    const mono = (options: Record<string, unknown>) =>
      display(field(options), 'x').then((shown) =>
        shown.element?.classList.contains('cms-font--monospace'),
      );
    expect(await mono({})).to.equal(false);
    expect(await mono({ monospace: true })).to.equal(true);
    expect(await mono({ font: 'monospace' })).to.equal(true);
  });

  it('primary-key: monospace by default (v8), plain with monospace off', async () => {
    const shown = await display(fieldOf('id', 'integer', 'primary-key'), 12);
    expect(shown.text).to.equal('12');
    expect(shown.element?.classList.contains('cms-font--monospace')).to.equal(true);
    const plain = await display(
      fieldOf('id', 'integer', 'primary-key', { options: { monospace: false } }),
      12,
    );
    expect(plain.element?.classList.contains('cms-font--monospace')).to.equal(false);
  });

  it('toggle: labelOn / labelOff name the states; the older label stands in for both', async () => {
    const field = fieldOf('b', 'boolean', 'toggle', {
      options: { labelOn: 'Shown', labelOff: 'Hidden' },
    });
    expect((await display(field, true)).text).to.equal('Shown');
    expect((await display(field, false)).text).to.equal('Hidden');
    const older = fieldOf('b', 'boolean', 'toggle', { options: { label: 'Featured' } });
    expect((await display(older, false)).text).to.equal('Featured');
  });

  it('dropdown: a plain list of values as titles with formatting (on by default), as stored without', async () => {
    const field = (options: Record<string, unknown>) =>
      fieldOf('s', 'string', 'dropdown', {
        options: { choices: ['in_review', 'done'], ...options },
      });
    expect((await display(field({}), 'in_review')).text).to.equal('In Review');
    expect((await display(field({ formatting: false }), 'in_review')).text).to.equal('in_review');
    // Labels given by an object are the project's own words: formatting leaves them.
    const named = fieldOf('s', 'string', 'dropdown', { options: { choices: { a: 'my label' } } });
    expect((await display(named, 'a')).text).to.equal('my label');
  });

  it('color: the swatch of a value stored in the format option (rgb, hsl, cmyk as v8 writes them)', async () => {
    const swatch = async (format: string, value: string) => {
      const shown = await display(fieldOf('c', 'string', 'color', { options: { format } }), value);
      expect(shown.text).to.equal(value);
      return shown.element?.querySelector<HTMLElement>('.cms-color-display__swatch')?.style
        .background;
    };
    expect(await swatch('rgb', '255,87,34')).to.equal('rgb(255, 87, 34)');
    expect(await swatch('hsl', '120,100,25')).to.equal('rgb(0, 128, 0)');
    expect(await swatch('cmyk', '0,66,87,0')).to.equal('rgb(255, 87, 33)');
    expect(await swatch('hex', '#FF5722')).to.equal('rgb(255, 87, 34)');
    expect(await swatch('rgb', '300,0,0')).to.equal(undefined);
  });

  it('datetime-created / -updated: showRelative says how long ago, the full date on hover', async () => {
    const pad = (n: number) => String(n).padStart(2, '0');
    const at = new Date(Date.now() - 3 * 3600 * 1000 - 60 * 1000);
    const stored = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
    const relative = await display(
      fieldOf('created_on', 'datetime_created', 'datetime-created', {
        options: { showRelative: true },
      }),
      stored,
    );
    expect(relative.text).to.equal('3 hours ago');
    const time = relative.element?.querySelector('time');
    expect(time?.getAttribute('title')).to.contain(String(at.getFullYear()));
    expect(new Date(time!.dateTime).getTime()).to.equal(Math.floor(at.getTime() / 1000) * 1000);
    const absolute = await display(
      fieldOf('modified_on', 'datetime_updated', 'datetime-updated'),
      '2024-05-01 14:30:00',
    );
    expect(absolute.text).to.equal('Wednesday, May 1, 2024 at 2:30 PM');
  });

  it('owner / user-updated: display avatar, name or both; the name through template', async () => {
    const user = { id: 3, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' };
    const shown = (iface: string, options: Record<string, unknown>) =>
      display(fieldOf('u', iface === 'owner' ? 'owner' : 'user_updated', iface, { options }), user);
    const both = await shown('owner', {});
    expect(both.element?.querySelector('.cms-info-avatar')).to.not.equal(null);
    expect(both.element?.querySelector('.cms-user-display__name')?.textContent).to.equal(
      'Ada Lovelace',
    );
    const avatar = await shown('user-updated', { display: 'avatar' });
    expect(avatar.element?.querySelector('.cms-info-avatar')).to.not.equal(null);
    expect(avatar.element?.querySelector('.cms-user-display__name')).to.equal(null);
    expect(avatar.element?.querySelector('.cms-visually-hidden')?.textContent).to.equal(
      'Ada Lovelace',
    );
    expect(avatar.element?.getAttribute('title')).to.equal('Ada Lovelace');
    const name = await shown('owner', { display: 'name', template: '{{email}}' });
    expect(name.element?.querySelector('.cms-info-avatar')).to.equal(null);
    expect(name.text).to.equal('ada@example.com');
  });
});
