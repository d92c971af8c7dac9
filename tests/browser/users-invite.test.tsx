// The directory's invite dialog: how the address box is read, what it says about each address,
// and what it sends (POST users/invite with the addresses and the role).
import { expect } from '@open-wc/testing';
import { act } from 'react';
import type { InvitedUser } from '../../src/api/user-admin.js';
import { InviteDialog } from '../../src/screens/users/InviteDialog.js';
import { parseInviteAddresses } from '../../src/screens/users/invite-addresses.js';
import { $config } from '../../src/state/config.js';
import { $notifications } from '../../src/state/notifications.js';
import { apiError, type StubbedApi, stubApi } from './fixtures/auth-api-stub/stub-api.js';
import { buttonNamed, click, type Mounted, mount } from './fixtures/item-harness/render.js';
import { CLOSED_API, chooseOption, resetStores } from './helpers.js';

function typeIn(area: HTMLTextAreaElement, text: string) {
  return act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(area, text);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function until(check: () => boolean, what: string) {
  for (let tries = 0; tries < 100 && !check(); tries += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  expect(check(), what).to.equal(true);
}

describe('invite addresses', () => {
  it('splits on commas, semicolons, spaces and lines, and reads "Name <address>"', () => {
    const parsed = parseInviteAddresses(
      'ada@example.com, grace@example.com;\nLinus <linus@example.org>  "Doe, Jane" <jane@example.net>\n\n  mailto:ken@example.com ',
    );
    expect(parsed.addresses).to.deep.equal([
      'ada@example.com',
      'grace@example.com',
      'linus@example.org',
      'jane@example.net',
      'ken@example.com',
    ]);
    expect(parsed.problems).to.deep.equal([]);
  });

  it('names each address it cannot use, and the same address twice (any case) only once', () => {
    const parsed = parseInviteAddresses(
      'Ada@Example.com ada@example.com, not-an-address, bob@, @example.com, ADA@example.COM',
    );
    expect(parsed.addresses).to.deep.equal(['ada@example.com']);
    expect(parsed.problems).to.deep.equal([
      { kind: 'duplicate', address: 'ada@example.com' },
      { kind: 'invalid', address: 'not-an-address' },
      { kind: 'invalid', address: 'bob@' },
      { kind: 'invalid', address: '@example.com' },
    ]);
    expect(parseInviteAddresses(' \n , ;').addresses).to.deep.equal([]);
    expect(parseInviteAddresses('x <>').problems).to.deep.equal([
      { kind: 'invalid', address: 'x <>' },
    ]);
  });
});

describe('invite dialog', () => {
  let api: StubbedApi | null = null;
  let mounted: Mounted | null = null;

  beforeEach(() => {
    resetStores();
    $config.setKey('apiRoot', CLOSED_API);
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
    api?.restore();
    api = null;
  });

  const roles = {
    body: {
      data: [
        { id: 1, name: 'Administrator' },
        { id: 2, name: 'Public' },
        { id: 3, name: 'Editors' },
      ],
    },
  };

  async function open(invited: InvitedUser[][], closed: number[]) {
    mounted = await mount(
      <InviteDialog
        open
        project="alpha"
        onClose={() => closed.push(1)}
        onInvited={(users) => invited.push(users)}
      />,
    );
    const dialog = mounted.container.querySelector('dialog') as HTMLDialogElement;
    const area = dialog.querySelector('textarea') as HTMLTextAreaElement;
    const role = dialog.querySelector('button[role="combobox"]') as HTMLButtonElement;
    return {
      dialog,
      area,
      role,
      send: () => buttonNamed(dialog, 'Send invitations') as HTMLButtonElement,
    };
  }

  it('marks bad addresses, sends nothing until they are fixed and a role is chosen, then invites', async () => {
    api = stubApi({
      'GET alpha/roles': roles,
      'POST alpha/users/invite': {
        body: {
          data: [
            { id: 7, email: 'ada@example.com', status: 'invited', role: 3 },
            { id: 1, email: 'owner@example.com', status: 'active', role: 1 },
          ],
        },
      },
    });
    const invited: InvitedUser[][] = [];
    const closed: number[] = [];
    const { dialog, area, role, send } = await open(invited, closed);
    expect(dialog.open).to.equal(true);
    expect(document.activeElement).to.equal(area);
    expect(send().disabled, 'no role yet').to.equal(true);

    await typeIn(area, 'ada@example.com, Ada@example.com, owner@example.com, nope');
    expect(dialog.textContent).to.contain('2 addresses will be invited.');
    await chooseOption(role, '3');
    await until(() => role.textContent?.includes('Editors') === true, 'the role is chosen');
    const options = [...document.querySelectorAll('[role="option"]')].map((o) => o.textContent);
    expect(options, 'Public is not offered').to.not.include('Public');
    await click(send());
    expect(api.callsTo('POST alpha/users/invite')).to.have.length(0);
    expect(area.getAttribute('aria-invalid')).to.equal('true');
    expect(dialog.textContent).to.contain('“nope” is not an email address.');
    expect(dialog.textContent).to.contain('ada@example.com is listed twice; it is invited once.');

    await typeIn(area, 'ada@example.com, Ada@example.com, owner@example.com');
    expect(dialog.textContent).to.not.contain('is not an email address');
    await click(send());
    await until(() => invited.length === 1, 'the dialog reports the invited users');
    expect(api.callsTo('POST alpha/users/invite')[0]?.body).to.deep.equal({
      email: ['ada@example.com', 'owner@example.com'],
      role: 3,
    });
    expect(closed).to.have.length(1);
    const note = $notifications.get().at(-1);
    expect(note?.title).to.equal('1 invitation sent');
    expect(note?.details).to.equal('1 address already belongs to a user and was left as it is.');
  });

  it("shows the server's refusal in the dialog and keeps what was typed", async () => {
    api = stubApi({
      'GET alpha/roles': roles,
      'POST alpha/users/invite': apiError(
        503,
        'Mail not sent: no invitation mail could be sent to a@example.com',
        503,
      ),
    });
    const { dialog, area, role, send } = await open([], []);
    await typeIn(area, 'a@example.com');
    await chooseOption(role, '1');
    await until(() => !send().disabled, 'a role is chosen');
    await click(send());
    await until(
      () => dialog.textContent?.includes('could not be sent') === true,
      'the error shows',
    );
    expect(dialog.textContent).to.contain('no invitation mail could be sent to a@example.com');
    expect(area.value).to.equal('a@example.com');
    expect(dialog.open).to.equal(true);
  });

  it('says so when nothing was typed', async () => {
    api = stubApi({ 'GET alpha/roles': roles });
    const { dialog, role, send } = await open([], []);
    await chooseOption(role, '3');
    await until(() => !send().disabled, 'a role is chosen');
    await click(send());
    expect(dialog.textContent).to.contain('Enter at least one email address.');
    expect(api.callsTo('POST alpha/users/invite')).to.have.length(0);
  });
});
