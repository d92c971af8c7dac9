// The user form's own interfaces (password, radio-buttons, language, user-roles, 2fa-secret):
// what each shows for a stored value and what it stages.
import { expect } from '@open-wc/testing';
import { act, createElement } from 'react';
import '../../src/interfaces/index.js';
import type { FieldInfo } from '../../src/api/types.js';
import { getInterface, type InterfaceDefinition } from '../../src/interfaces/registry.js';
import { $config } from '../../src/state/config.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { $currentUser } from '../../src/state/user.js';
import { type StubbedApi, stubApi } from './fixtures/auth-api-stub/stub-api.js';
import { Controlled, fieldOf } from './fixtures/item-harness/controlled.js';
import {
  buttonNamed,
  click,
  type Mounted,
  mount,
  typeText,
} from './fixtures/item-harness/render.js';
import { CLOSED_API, openOptions, resetStores } from './helpers.js';

const mounted: Mounted[] = [];
let api: StubbedApi | null = null;

async function render(
  id: string,
  field: FieldInfo,
  initial: unknown,
  extra: { values?: Record<string, unknown>; readonly?: boolean } = {},
) {
  const definition = getInterface(id) as InterfaceDefinition;
  expect(definition, `interface ${id} is registered`).to.not.equal(null);
  const reports: unknown[] = [];
  const result = await mount(
    createElement(Controlled, { definition, field, initial, reports, ...extra }),
  );
  mounted.push(result);
  return { ...result, reports };
}

function userField(name: string, type: string, iface: string, options = {}): FieldInfo {
  return fieldOf(name, type, iface, { collection: 'directus_users', options });
}

async function press(target: Element, key: string) {
  await act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

describe('user interfaces', () => {
  beforeEach(() => {
    resetStores();
    $config.setKey('apiRoot', CLOSED_API);
    setCurrentProject('alpha');
  });
  afterEach(() => {
    for (const one of mounted.splice(0)) one.unmount();
    api?.restore();
    api = null;
  });

  describe('password', () => {
    const field = userField('password', 'hash', 'password');

    it('never shows the stored value and stages nothing until a new one is typed', async () => {
      // The server never sends the hash: a saved user's password value is undefined.
      const { container, reports } = await render('password', field, undefined, {
        values: { id: 7, email: 'a@example.com' },
      });
      expect(container.querySelector('input')).to.equal(null);
      const open = buttonNamed(container, 'Set a new password');
      expect(open).to.not.equal(null);
      await click(open as HTMLButtonElement);
      const input = container.querySelector<HTMLInputElement>('input') as HTMLInputElement;
      expect(input.type).to.equal('password');
      expect(input.value).to.equal('');
      expect(input.autocomplete).to.equal('new-password');
      expect(document.activeElement).to.equal(input);
      expect(reports, 'opening the input stages nothing').to.deep.equal([]);

      await typeText(input, 'a-new-long-password');
      expect(reports.at(-1)).to.equal('a-new-long-password');
      // Emptying it again is "no change" (null equals the unread stored value).
      await typeText(input, '');
      expect(reports.at(-1)).to.equal(null);
      await typeText(input, 'again-a-password');
      const keep = buttonNamed(container, 'Keep the current password') as HTMLButtonElement;
      await click(keep);
      expect(reports.at(-1)).to.equal(null);
      expect(container.querySelector('input')).to.equal(null);
    });

    it('never shows a hash another collection sends, and never clears it unasked', async () => {
      const secret = fieldOf('pin', 'hash', 'password', { collection: 'lockers' });
      const hash = '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA';
      const { container, reports } = await render('password', secret, hash, {
        values: { id: 4, pin: hash },
      });
      expect(container.textContent).to.not.contain('argon2');
      await click(buttonNamed(container, 'Set a new password') as HTMLButtonElement);
      const input = container.querySelector<HTMLInputElement>('input') as HTMLInputElement;
      expect(input.value).to.equal('');
      await typeText(input, 'new-pin');
      expect(reports.at(-1)).to.equal('new-pin');
      // Emptying it or keeping the current one stages the stored hash back: no change, no clear.
      await typeText(input, '');
      expect(reports.at(-1)).to.equal(hash);
      expect(input.value).to.equal('');
      await typeText(input, 'other');
      await click(buttonNamed(container, 'Keep the current password') as HTMLButtonElement);
      expect(reports.at(-1)).to.equal(hash);
    });

    it('shows and hides what was typed with a pressed toggle', async () => {
      const { container } = await render('password', field, undefined, { values: {} });
      // A new user (no key yet) gets the input at once.
      const input = container.querySelector<HTMLInputElement>('input') as HTMLInputElement;
      expect(input).to.not.equal(null);
      await typeText(input, 'visible?');
      const toggle = container.querySelector<HTMLButtonElement>('.cms-password__toggle');
      expect(toggle?.getAttribute('aria-pressed')).to.equal('false');
      expect(toggle?.querySelector('[role="img"]')?.getAttribute('aria-label')).to.equal(
        'Show the password',
      );
      await click(toggle as HTMLButtonElement);
      expect(input.type).to.equal('text');
      expect(toggle?.getAttribute('aria-pressed')).to.equal('true');
      await click(toggle as HTMLButtonElement);
      expect(input.type).to.equal('password');
    });

    it('read-only: says so, with no input', async () => {
      const { container } = await render('password', field, undefined, {
        values: { id: 3 },
        readonly: true,
      });
      expect(container.querySelector('input, button')).to.equal(null);
      expect(container.textContent).to.contain('never shown');
    });
  });

  describe('radio-buttons', () => {
    const theme = userField('theme', 'string', 'radio-buttons', {
      format: true,
      choices: { auto: 'Auto', light: 'Light', dark: 'Dark' },
    });

    it('is a radio group with one tab stop that the arrow keys, Home and End move through', async () => {
      const { container, reports } = await render('radio-buttons', theme, 'auto');
      const group = container.querySelector('[role="radiogroup"]') as HTMLElement;
      expect(group.getAttribute('aria-labelledby')).to.equal('field-input-label');
      const radios = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
      expect(radios.map((radio) => radio.labels?.[0]?.textContent)).to.deep.equal([
        'Auto',
        'Light',
        'Dark',
      ]);
      expect(radios.map((radio) => radio.tabIndex)).to.deep.equal([0, -1, -1]);
      expect(radios[0]?.checked).to.equal(true);

      radios[0]?.focus();
      await press(radios[0] as HTMLInputElement, 'ArrowRight');
      expect(reports.at(-1)).to.equal('light');
      expect(document.activeElement).to.equal(radios[1]);
      expect(radios[1]?.checked).to.equal(true);
      expect(radios.map((radio) => radio.tabIndex)).to.deep.equal([-1, 0, -1]);
      await press(radios[1] as HTMLInputElement, 'ArrowDown');
      expect(reports.at(-1)).to.equal('dark');
      // Past the last it wraps to the first, and back.
      await press(radios[2] as HTMLInputElement, 'ArrowRight');
      expect(reports.at(-1)).to.equal('auto');
      await press(radios[0] as HTMLInputElement, 'ArrowUp');
      expect(reports.at(-1)).to.equal('dark');
      await press(radios[2] as HTMLInputElement, 'Home');
      expect(reports.at(-1)).to.equal('auto');
      await press(radios[0] as HTMLInputElement, 'End');
      expect(reports.at(-1)).to.equal('dark');
      expect(document.activeElement).to.equal(radios[2]);
      // A click chooses too.
      await click(radios[1] as HTMLInputElement);
      expect(reports.at(-1)).to.equal('light');
    });

    it('formats labels as titles with `format`, keeps them as written without, and keeps an unlisted value', async () => {
      const raw = userField('mood', 'string', 'radio-buttons', {
        choices: { in_review: 'in_review', ok: 'fine by me' },
      });
      const formatted = await render('radio-buttons', raw, 'gone');
      const labels = (root: HTMLElement) =>
        [...root.querySelectorAll('.cms-radio__label')].map((label) => label.textContent);
      expect(labels(formatted.container)).to.deep.equal(['In Review', 'Fine By Me', 'gone']);
      const plain = await render(
        'radio-buttons',
        { ...raw, options: { ...raw.options, format: false } },
        null,
      );
      expect(labels(plain.container)).to.deep.equal(['in_review', 'fine by me']);
      const group = plain.container.querySelector('[role="radiogroup"]') as HTMLElement;
      // Nothing chosen: the first radio is the tab stop, and an arrow chooses the first.
      const first = group.querySelector('input') as HTMLInputElement;
      expect(first.tabIndex).to.equal(0);
      await press(first, 'ArrowDown');
      expect(plain.reports.at(-1)).to.equal('in_review');
    });

    it('read-only: the radios are disabled and keys change nothing', async () => {
      const { container, reports } = await render('radio-buttons', theme, 'dark', {
        readonly: true,
      });
      const radios = [...container.querySelectorAll<HTMLInputElement>('input')];
      expect(radios.every((radio) => radio.disabled)).to.equal(true);
      await press(radios[2] as HTMLInputElement, 'ArrowRight');
      expect(reports).to.deep.equal([]);
    });
  });

  describe('language', () => {
    it('with `limit`, offers the admin languages each in its own name and stages the code', async () => {
      const field = userField('locale', 'string', 'language', { limit: true });
      const { container, reports } = await render('language', field, 'en-US');
      const combobox = container.querySelector('#field-input') as HTMLElement;
      expect(combobox.textContent).to.contain('American English');
      const labels = await openOptions(combobox, 10);
      // The placeholder row plus the 35 admin languages.
      expect(labels.length).to.equal(36);
      // Each in its own name, the admin language's name beside it for the others.
      expect(labels.some((label) => label.startsWith('Deutsch (Deutschland)'))).to.equal(true);
      expect(labels.some((label) => label.includes('German (Germany)'))).to.equal(true);
      expect(labels.some((label) => label.startsWith('日本語'))).to.equal(true);
      expect(labels.some((label) => label.startsWith('العربية'))).to.equal(true);
      const german = [
        ...(container.getRootNode() as Document).querySelectorAll('[role="option"]'),
      ].find((option) => option.textContent?.startsWith('Deutsch (Deutschland)')) as HTMLElement;
      await click(german);
      expect(reports.at(-1)).to.equal('de-DE');
    });

    it('without `limit`, every ISO language as well; the display names the language', async () => {
      const field = userField('locale', 'string', 'language');
      const { container } = await render('language', field, null);
      const labels = await openOptions(container.querySelector('#field-input') as HTMLElement, 10);
      expect(labels.length).to.be.greaterThan(150);
      expect(labels.some((label) => label.startsWith('Welsh'))).to.equal(true);
      const display = getInterface('language')?.display;
      const shown = await mount(
        createElement(display as NonNullable<typeof display>, {
          value: 'fr-FR',
          field,
          options: {},
        }),
      );
      mounted.push(shown);
      expect(shown.container.textContent).to.equal('French (France)');
    });
  });

  describe('user-roles', () => {
    const roles = [
      { id: 1, name: 'Administrator' },
      { id: 2, name: 'Public' },
      { id: 3, name: 'Editors' },
    ];

    it('a Select of the roles without Public (unless showPublic) that stages the role id', async () => {
      api = stubApi({ 'GET alpha/roles': { body: { data: roles } } });
      const field = userField('role', 'm2o', 'user-roles');
      const { container, reports } = await render('user-roles', field, {
        id: 1,
        name: 'Administrator',
      });
      const combobox = container.querySelector('#field-input') as HTMLElement;
      expect(combobox.textContent).to.contain('Administrator');
      const labels = await openOptions(combobox, 3);
      expect(labels).to.deep.equal(['Choose a role', 'Administrator', 'Editors']);
      const editors = [...document.querySelectorAll('[role="option"]')].find(
        (option) => option.textContent === 'Editors',
      ) as HTMLElement;
      await click(editors);
      expect(reports.at(-1)).to.equal(3);

      const withPublic = await render(
        'user-roles',
        userField('role', 'm2o', 'user-roles', { showPublic: true }),
        2,
      );
      const all = await openOptions(
        withPublic.container.querySelector('#field-input') as HTMLElement,
        4,
      );
      expect(all).to.deep.equal(['Choose a role', 'Administrator', 'Public', 'Editors']);
      expect(api.callsTo('GET alpha/roles').length, 'one request for both').to.equal(1);
    });

    it('the display names the role, from the value or the roles list', async () => {
      api = stubApi({ 'GET alpha/roles': { body: { data: roles } } });
      const field = userField('role', 'm2o', 'user-roles');
      const Display = getInterface('user-roles')?.display as NonNullable<
        InterfaceDefinition['display']
      >;
      const expanded = await mount(
        createElement(Display, { value: { id: 9, name: 'Guests' }, field, options: {} }),
      );
      mounted.push(expanded);
      expect(expanded.container.textContent).to.equal('Guests');
      const byId = await mount(createElement(Display, { value: 3, field, options: {} }));
      mounted.push(byId);
      for (let tries = 0; tries < 50 && byId.container.textContent !== 'Editors'; tries += 1) {
        await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      }
      expect(byId.container.textContent).to.equal('Editors');
    });
  });

  describe('2fa-secret', () => {
    const field = userField('2fa_secret', 'string', '2fa-secret');
    const me = {
      id: 4,
      email: 'me@example.com',
      first_name: 'Me',
      last_name: null,
      locale: 'en-US',
      theme: 'auto',
      last_page: null,
      avatar: null,
      role: { id: 3, module_listing: null, collection_listing: null },
    };

    it("another user's page: whether it is on, and no actions for a non-admin", async () => {
      $currentUser.set(me);
      const on = await render('2fa-secret', field, '**********', {
        values: { id: 8 },
        readonly: true,
      });
      expect(on.container.textContent).to.contain('Two-factor sign-in is on.');
      expect(on.container.querySelector('button')).to.equal(null);
      const unknown = await render('2fa-secret', field, undefined, {
        values: { id: 8 },
        readonly: true,
      });
      expect(unknown.container.textContent).to.contain('Only this user and administrators');
    });

    it('an admin resets it for another user after confirming', async () => {
      $currentUser.set({ ...me, role: { id: 1, module_listing: null, collection_listing: null } });
      api = stubApi({ 'PATCH alpha/users/8': { body: { data: { id: 8 } } } });
      const { container } = await render('2fa-secret', field, '**********', {
        values: { id: 8 },
        readonly: true,
      });
      await click(buttonNamed(container, 'Reset') as HTMLButtonElement);
      const dialog = container.querySelector('dialog') as HTMLDialogElement;
      expect(dialog.open).to.equal(true);
      await click(buttonNamed(dialog, 'Reset') as HTMLButtonElement);
      for (
        let tries = 0;
        tries < 50 && api.callsTo('PATCH alpha/users/8').length === 0;
        tries += 1
      ) {
        await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      }
      expect(api.callsTo('PATCH alpha/users/8')[0]?.body).to.deep.equal({ '2fa_secret': null });
      for (let tries = 0; tries < 50 && !container.textContent?.includes('is off'); tries += 1) {
        await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      }
      expect(container.textContent).to.contain('Two-factor sign-in is off.');
    });

    it('own page, off: sets it up with a QR code and a code from the app', async () => {
      $currentUser.set(me);
      api = stubApi({
        'GET alpha/utils/2fa_secret': { body: { data: { '2fa_secret': 'JBSWY3DPEHPK3PXP' } } },
        'POST alpha/users/me/activate_2fa': { body: { data: { id: 4 } } },
      });
      const { container } = await render('2fa-secret', field, null, {
        values: { id: 4 },
        readonly: true,
      });
      expect(container.textContent).to.contain('Two-factor sign-in is off.');
      await click(buttonNamed(container, 'Set up two-factor sign-in') as HTMLButtonElement);
      for (let tries = 0; tries < 100 && !container.querySelector('img'); tries += 1) {
        await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      }
      const qr = container.querySelector('img') as HTMLImageElement;
      expect(qr.alt).to.contain('me@example.com');
      expect(container.textContent).to.contain('JBSW Y3DP EHPK 3PXP');
      const code = container.querySelector<HTMLInputElement>(
        'input[name="otp"]',
      ) as HTMLInputElement;
      await typeText(code, '123456');
      await click(buttonNamed(container, 'Turn on') as HTMLButtonElement);
      for (let tries = 0; tries < 50 && !container.textContent?.includes('is on.'); tries += 1) {
        await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      }
      expect(api.callsTo('POST alpha/users/me/activate_2fa')[0]?.body).to.deep.equal({
        '2fa_secret': 'JBSWY3DPEHPK3PXP',
        otp: '123456',
      });
      expect(container.textContent).to.contain('Two-factor sign-in is on.');
      expect(buttonNamed(container, 'Turn off')).to.not.equal(null);
    });
  });
});
