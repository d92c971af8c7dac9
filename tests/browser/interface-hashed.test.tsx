// The hashed interface: a stored hash is never shown; typed text is staged (the server hashes it
// when the item is saved) and emptying the input gives the stored value back; hide; read-only;
// the display says only whether a value is stored.
import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import '../../src/interfaces/index.js';
import { getInterface, type InterfaceDefinition } from '../../src/interfaces/registry.js';
import { Controlled, fieldOf } from './fixtures/item-harness/controlled.js';
import { mountDisplay } from './fixtures/item-harness/interface-under-test.js';
import { click, type Mounted, mount, typeText } from './fixtures/item-harness/render.js';
import { adoptAdminStyles } from './helpers.js';

const HASH = '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
const mounted: Mounted[] = [];

async function render(options: Record<string, unknown>, initial: unknown, readonly = false) {
  const definition = getInterface('hashed') as InterfaceDefinition;
  const field = fieldOf('secret', 'hash', 'hashed', { options });
  const reports: unknown[] = [];
  const result = await mount(
    createElement(Controlled, { definition, field, initial, reports, readonly }),
  );
  mounted.push(result);
  const input = () => result.container.querySelector('input') as HTMLInputElement;
  return { ...result, reports, input };
}

describe('hashed interface', () => {
  before(() => adoptAdminStyles());
  afterEach(() => {
    for (const one of mounted.splice(0)) one.unmount();
  });

  it('is defined with v8 keys, defaults and the eight hashing types', () => {
    const definition = getInterface('hashed') as InterfaceDefinition;
    expect(definition.types).to.deep.equal(['hash']);
    expect(definition.recommended?.length).to.equal(100);
    const options = Object.fromEntries(
      (definition.options ?? []).map((option) => [option.name, option]),
    );
    expect(options.hide?.default).to.equal(false);
    expect(options.placeholder?.default).to.equal('Enter a value...');
    expect(options.showHash?.default).to.equal(false);
    expect(options.hashingType?.default).to.equal('core');
    expect(Object.keys(options.hashingType?.options?.choices as object)).to.deep.equal([
      'core',
      'bcrypt',
      'md5',
      'sha1',
      'sha224',
      'sha256',
      'sha384',
      'sha512',
    ]);
  });

  it('never shows the stored hash; typing stages the text; emptying gives the stored value back', async () => {
    const { input, reports, container } = await render({}, HASH);
    expect(input().value).to.equal('');
    expect(container.textContent).to.not.include('argon2');
    expect(container.innerHTML).to.not.include('argon2');
    expect(input().type, 'hide is off by default').to.equal('text');
    expect(container.textContent).to.include('A value is stored');
    expect(input().placeholder).to.equal('Type a value');
    await typeText(input(), 'open sesame');
    expect(reports).to.deep.equal(['open sesame']);
    expect(input().value).to.equal('open sesame');
    await typeText(input(), '');
    expect(reports.at(-1)).to.equal(HASH);
    expect(input().value).to.equal('');
  });

  it('hide: masked, with a show/hide button; a placeholder of its own', async () => {
    const { input, container } = await render({ hide: true, placeholder: 'API key' }, null);
    expect(input().type).to.equal('password');
    expect(input().placeholder).to.equal('API key');
    const toggle = container.querySelector('button[aria-pressed]') as HTMLButtonElement;
    await click(toggle);
    expect(input().type).to.equal('text');
    expect(toggle.getAttribute('aria-pressed')).to.equal('true');
  });

  it('read-only: a note, no input, no hash', async () => {
    const { container } = await render({}, HASH, true);
    expect(container.querySelector('input')).to.equal(null);
    expect(container.textContent).to.include('never shown');
    expect(container.innerHTML).to.not.include('argon2');
  });

  it('the display: "Set" with a lock when stored, nothing otherwise; never the hash', async () => {
    const show = async (value: unknown) => {
      const field = fieldOf('secret', 'hash', 'hashed');
      const one = await mountDisplay(field, value);
      mounted.push(one);
      return one.container;
    };
    const stored = await show(HASH);
    expect(stored.textContent).to.equal('Set');
    expect(stored.innerHTML).to.not.include('argon2');
    expect((await show(null)).textContent).to.equal('');
  });
});
