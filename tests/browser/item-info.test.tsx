// The item info sidebar's rules, each in isolation (spec 2 §2, §4-§9): the comment box (trim,
// nothing empty sent, mod+Enter), comments as escaped Markdown, the presence
// window of 5 minutes, the user popover's 300 ms delay and keyboard use, the read-only revision
// preview with its revert question, and the auto-open width of the sidebar. Calls go to a stubbed
// API (fixtures/auth-api-stub) so the api layer parses real responses.
import { expect } from '@open-wc/testing';
import { act } from 'react';
import type { ActivityEntry } from '../../src/api/activity.js';
import { revertItem } from '../../src/api/revisions.js';
import { usersOnPageQuery } from '../../src/api/user-profiles.js';
import { PRESENCE_WINDOW_MS, USER_POPOVER_DELAY_MS } from '../../src/constants.js';
import { clearUserProfiles } from '../../src/data/user-profile.js';
import { ActivityFeed } from '../../src/screens/item/info/ActivityFeed.js';
import { CommentBox } from '../../src/screens/item/info/CommentBox.js';
import { commentToSend, isSendShortcut } from '../../src/screens/item/info/comment-rules.js';
import { parseServerDate, toServerDateTime } from '../../src/screens/item/info/dates.js';
import { PresenceWarning } from '../../src/screens/item/info/PresenceWarning.js';
import { othersOnPage, presenceSince } from '../../src/screens/item/info/presence.js';
import { RevisionPreview } from '../../src/screens/item/info/RevisionPreview.js';
import { UserChip } from '../../src/screens/item/info/UserPopover.js';
import { $sidebars, openInfoSidebarIfWide } from '../../src/state/sidebars.js';
import { setCurrentUser } from '../../src/state/user.js';
import { type StubbedApi, stubApi } from './fixtures/auth-api-stub/stub-api.js';
import { field } from './fixtures/item-harness/article-field.js';
import { click, type Mounted, mount, settle, typeText } from './fixtures/item-harness/render.js';
import { resetStores } from './helpers.js';

let mounted: Mounted | null = null;
let api: StubbedApi | null = null;

async function render(element: React.ReactElement): Promise<HTMLElement> {
  mounted = await mount(element);
  return mounted.container;
}

async function key(target: Element, init: KeyboardEventInit) {
  await act(async () => {
    target.dispatchEvent(
      new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }),
    );
  });
}

/**
 * Moves focus as a user would. wtr runs two test pages at once and only one has the window's
 * focus: in the other, focus() moves the active element without firing focus events, so they are
 * fired here (React's onFocus/onBlur listen to focusin/focusout).
 */
async function focusOn(target: HTMLElement) {
  await act(async () => {
    target.focus();
    if (!document.hasFocus()) target.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  });
}

async function blurFrom(target: HTMLElement) {
  await act(async () => {
    target.blur();
    if (!document.hasFocus()) target.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  });
}

async function until(check: () => boolean, what: string, tries = 100) {
  for (let attempt = 0; attempt < tries && !check(); attempt += 1) await settle(20);
  expect(check(), what).to.equal(true);
}

beforeEach(() => {
  resetStores();
  clearUserProfiles();
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  api?.restore();
  api = null;
});

describe('the comment box', () => {
  it('trims what it sends and sends nothing empty', () => {
    expect(commentToSend('  hello \n')).to.equal('hello');
    expect(commentToSend('   \n\t ')).to.equal(null);
    expect(commentToSend('')).to.equal(null);
  });

  it('knows mod+Enter', () => {
    const keyOf = (init: Partial<KeyboardEvent>) => ({
      key: 'Enter',
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      ...init,
    });
    expect(isSendShortcut(keyOf({ ctrlKey: true }))).to.equal(true);
    expect(isSendShortcut(keyOf({ metaKey: true }))).to.equal(true);
    expect(isSendShortcut(keyOf({}))).to.equal(false);
    expect(isSendShortcut(keyOf({ key: 'a', ctrlKey: true }))).to.equal(false);
  });

  it('is labelled, disabled while blank, sends the trimmed text on the button and clears', async () => {
    const sent: string[] = [];
    const root = await render(<CommentBox onSend={async (text) => void sent.push(text)} />);
    const box = root.querySelector('textarea')!;
    const label = root.querySelector(`label[for="${box.id}"]`);
    expect(label?.textContent).to.equal('Leave a comment');
    const button = root.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(button.disabled).to.equal(true);

    await typeText(box, '   \n  ');
    expect(button.disabled, 'whitespace only').to.equal(true);
    await key(box, { key: 'Enter', ctrlKey: true });
    await settle();
    expect(sent, 'nothing empty is sent').to.deep.equal([]);

    await typeText(box, '  First thoughts  ');
    expect(button.disabled).to.equal(false);
    await click(button);
    await settle();
    expect(sent).to.deep.equal(['First thoughts']);
    expect(box.value, 'cleared once sent').to.equal('');
  });

  it('sends on Ctrl+Enter and ⌘+Enter, not on a plain Enter', async () => {
    const sent: string[] = [];
    const root = await render(<CommentBox onSend={async (text) => void sent.push(text)} />);
    const box = root.querySelector('textarea')!;
    await typeText(box, 'line one');
    await key(box, { key: 'Enter' });
    await settle();
    expect(sent).to.deep.equal([]);
    await key(box, { key: 'Enter', ctrlKey: true });
    await settle();
    expect(sent).to.deep.equal(['line one']);
    await typeText(box, 'from a Mac');
    await key(box, { key: 'Enter', metaKey: true });
    await settle();
    expect(sent).to.deep.equal(['line one', 'from a Mac']);
  });

  it('keeps the text when sending fails', async () => {
    const root = await render(
      <CommentBox
        onSend={async () => {
          throw new Error('refused');
        }}
      />,
    );
    const box = root.querySelector('textarea')!;
    await typeText(box, 'keep me');
    await key(box, { key: 'Enter', ctrlKey: true });
    await settle();
    expect(box.value).to.equal('keep me');
  });
});

function entry(changes: Partial<ActivityEntry>): ActivityEntry {
  return {
    id: 1,
    action: 'comment',
    action_on: toServerDateTime(new Date(Date.now() - 90_000)),
    action_by: { id: 7, first_name: 'Ada', last_name: 'Byron' },
    comment: null,
    ...changes,
  };
}

describe('the activity feed', () => {
  const noChange = {
    canChange: () => false,
    onEdit: async () => {},
    onDelete: async () => {},
  };

  it('shows comments as escaped Markdown: markup and script stay text', async () => {
    const evil =
      '**Bold** <img src=x onerror="window.pwnedOne=1"> <script>window.pwnedTwo=2</script>';
    const root = await render(
      <ActivityFeed
        project="alpha"
        entries={[
          entry({ id: 3, comment: evil }),
          entry({ id: 2, comment: '[click](javascript:alert(1)) and [ok](https://example.com)' }),
          entry({ id: 1, action: 'update', comment: null }),
        ]}
        {...noChange}
      />,
    );
    const first = root.querySelector('[data-activity-id="3"]')!;
    expect(first.querySelector('img'), 'no image element').to.equal(null);
    expect(first.querySelector('script'), 'no script element').to.equal(null);
    expect(first.querySelector('strong')?.textContent).to.equal('Bold');
    expect(first.textContent).to.contain('<img src=x onerror="window.pwnedOne=1">');
    const globals = window as { pwnedOne?: number; pwnedTwo?: number };
    expect(globals.pwnedOne ?? globals.pwnedTwo).to.equal(undefined);
    const links = [...root.querySelectorAll('[data-activity-id="2"] .cms-markdown a')];
    expect(links.map((link) => link.getAttribute('href'))).to.deep.equal(['https://example.com']);
  });

  it('names who did what, when', async () => {
    const root = await render(
      <ActivityFeed
        project="alpha"
        entries={[entry({ id: 5, action: 'update' }), entry({ id: 4, action_by: 0 })]}
        {...noChange}
      />,
    );
    const update = root.querySelector('[data-activity-id="5"]')!;
    expect(update.textContent).to.contain('Ada Byron');
    expect(update.textContent).to.contain('updated the item');
    expect(update.querySelector('time')?.textContent).to.match(/minute|seconds/);
    expect(update.querySelector('a')?.getAttribute('href')).to.equal('#/alpha/users/7');
    expect(root.querySelector('[data-activity-id="4"]')?.textContent).to.contain('Someone');
  });

  it('offers edit and delete only where allowed; a deleted comment shows no text', async () => {
    const edits: string[] = [];
    const root = await render(
      <ActivityFeed
        project="alpha"
        entries={[
          entry({ id: 9, comment: 'mine' }),
          entry({ id: 8, comment: 'theirs' }),
          entry({ id: 6, comment: 'gone', comment_deleted_on: '2024-01-01 00:00:00' }),
        ]}
        canChange={(row) => row.id === 9 || row.id === 6}
        onEdit={async (_row, text) => void edits.push(text)}
        onDelete={async () => {}}
      />,
    );
    const buttons = (id: number) =>
      [...root.querySelectorAll(`[data-activity-id="${id}"] button`)].map((b) => b.textContent);
    expect(buttons(9)).to.deep.equal(['Edit', 'Delete']);
    expect(buttons(8)).to.deep.equal([]);
    expect(buttons(6)).to.deep.equal([]);
    expect(root.querySelector('[data-activity-id="6"]')?.textContent).to.not.contain('gone');

    await click(root.querySelector('[data-activity-id="9"] button')!);
    const box = root.querySelector<HTMLTextAreaElement>('[data-activity-id="9"] textarea')!;
    expect(box.value).to.equal('mine');
    await typeText(box, '  mine, edited ');
    await key(box, { key: 'Enter', ctrlKey: true });
    await settle();
    expect(edits).to.deep.equal(['mine, edited']);
  });
});

describe('presence', () => {
  const now = Date.parse('2024-05-01T12:00:00Z');
  const path = '/alpha/collections/articles/1';

  it('asks for users on this path since five minutes ago, other than me', () => {
    expect(PRESENCE_WINDOW_MS).to.equal(300_000);
    expect(presenceSince(now)).to.equal('2024-05-01 11:55:00');
    const query = usersOnPageQuery(path, 5, presenceSince(now));
    expect(query['filter[last_access_on][gte]']).to.equal('2024-05-01 11:55:00');
    expect(query['filter[last_page][eq]']).to.equal(path);
    expect(query['filter[id][neq]']).to.equal(5);
  });

  it('keeps only others seen on this path within the window', () => {
    const seen = (id: number, at: string, page = path) => ({
      id,
      first_name: `U${id}`,
      last_name: null,
      last_page: page,
      last_access_on: at,
    });
    const users = [
      seen(1, '2024-05-01 11:59:59'),
      seen(2, '2024-05-01 11:55:00'),
      seen(3, '2024-05-01 11:54:59'),
      seen(4, '2024-05-01 11:58:00', '/alpha/collections/articles/2'),
      seen(5, '2024-05-01 11:59:00'),
      // Non-admins do not get these fields back: the server's filter is trusted.
      { id: 6, first_name: 'U6', last_name: null },
    ];
    expect(othersOnPage(users, path, 5, now).map((user) => user.id)).to.deep.equal([1, 2, 6]);
  });

  it('reads server datetimes as UTC', () => {
    expect(parseServerDate('2024-05-01 11:55:00').toISOString()).to.equal(
      '2024-05-01T11:55:00.000Z',
    );
    expect(parseServerDate('2024-05-01T13:55:00+02:00').toISOString()).to.equal(
      '2024-05-01T11:55:00.000Z',
    );
    expect(Number.isNaN(parseServerDate(null).getTime())).to.equal(true);
  });

  it('warns in red, naming the others on the page; records the user on it', async () => {
    setCurrentUser({
      id: 5,
      email: 'me@example.com',
      first_name: 'Me',
      last_name: null,
      locale: null,
      theme: null,
      last_page: path,
      avatar: null,
      role: { id: 3, module_listing: null, collection_listing: null },
    });
    const before = Date.now();
    api = stubApi({
      'GET alpha/users': {
        body: {
          data: [
            { id: 7, first_name: 'Ada', last_name: 'Byron' },
            { id: 8, first_name: 'Grace', last_name: 'Hopper' },
          ],
        },
      },
      'PATCH alpha/users/5/tracking/page': { body: { data: { id: 5 } } },
    });
    const root = await render(<PresenceWarning project="alpha" path={path} />);
    await until(() => root.querySelector('.cms-notice') !== null, 'the warning');
    const notice = root.querySelector('.cms-notice')!;
    expect(notice.classList.contains('cms-notice--danger')).to.equal(true);
    expect(notice.textContent).to.contain('Ada Byron and Grace Hopper');
    const call = api.callsTo('GET alpha/users')[0]!;
    expect(call.query.get('filter[last_page][eq]')).to.equal(path);
    expect(call.query.get('filter[id][neq]')).to.equal('5');
    const since = parseServerDate(call.query.get('filter[last_access_on][gte]')).getTime();
    expect(before - since).to.be.within(PRESENCE_WINDOW_MS - 1000, PRESENCE_WINDOW_MS + 1000);
    expect(api.callsTo('PATCH alpha/users/5/tracking/page')[0]?.body).to.deep.equal({
      last_page: path,
    });
  });

  it('says nothing when nobody else is there', async () => {
    setCurrentUser({
      id: 5,
      email: 'me@example.com',
      first_name: 'Me',
      last_name: null,
      locale: null,
      theme: null,
      last_page: path,
      avatar: null,
      role: { id: 3, module_listing: null, collection_listing: null },
    });
    api = stubApi({
      'GET alpha/users': { body: { data: [] } },
      'PATCH alpha/users/5/tracking/page': { body: { data: { id: 5 } } },
    });
    const root = await render(<PresenceWarning project="alpha" path={path} />);
    await until(() => api!.callsTo('GET alpha/users').length === 1, 'the check');
    await settle(50);
    expect(root.querySelector('.cms-notice')).to.equal(null);
  });
});

describe('the user popover', () => {
  const profile = {
    id: 7,
    first_name: 'Ada',
    last_name: 'Byron',
    email: 'ada@example.com',
    title: 'Countess',
    company: 'Analytical Engines',
    avatar: null,
    role: { name: 'Editor' },
  };

  it('opens 300 ms after focus, shows the card, and closes on Escape', async () => {
    expect(USER_POPOVER_DELAY_MS).to.equal(300);
    api = stubApi({ 'GET alpha/users/7': { body: { data: profile } } });
    const root = await render(
      <UserChip project="alpha" person={{ id: 7, first_name: 'Ada', last_name: 'Byron' }} />,
    );
    const link = root.querySelector<HTMLAnchorElement>('.cms-user-chip__link')!;
    expect(link.getAttribute('href')).to.equal('#/alpha/users/7');
    await focusOn(link);
    await settle(150);
    expect(root.querySelector('.cms-user-popover'), 'not before 300 ms').to.equal(null);
    await settle(250);
    const card = root.querySelector<HTMLElement>('.cms-user-popover');
    expect(card, 'open after 300 ms').to.not.equal(null);
    expect(link.getAttribute('aria-expanded')).to.equal('true');
    await until(() => card!.textContent!.includes('Editor'), 'the profile');
    const text = card!.textContent!;
    for (const part of ['Ada Byron', 'ada@example.com', 'Countess', 'Analytical Engines']) {
      expect(text).to.contain(part);
    }
    expect(card!.querySelector('a[href="#/alpha/users/7"]')?.textContent).to.equal('View user');
    expect(api.callsTo('GET alpha/users/7')[0]?.query.get('fields')).to.contain('role.name');
    expect(card!.matches(':popover-open')).to.equal(true);

    // Tab moves into the card; it stays open.
    const inside = card!.querySelector<HTMLAnchorElement>('a')!;
    await focusOn(inside);
    await settle(50);
    expect(root.querySelector('.cms-user-popover')).to.not.equal(null);

    let escaped = false;
    const outer = (event: KeyboardEvent) => {
      if (event.key === 'Escape') escaped = true;
    };
    document.addEventListener('keydown', outer);
    await key(inside, { key: 'Escape' });
    document.removeEventListener('keydown', outer);
    expect(root.querySelector('.cms-user-popover'), 'closed by Escape').to.equal(null);
    expect(escaped, 'Escape does not reach the shell (which would close the sidebar)').to.equal(
      false,
    );
    expect(root.ownerDocument.activeElement, 'focus back on the link').to.equal(link);
    await settle(400);
    expect(root.querySelector('.cms-user-popover'), 'stays closed').to.equal(null);

    // Leaving and coming back opens it again.
    await blurFrom(link);
    await focusOn(link);
    await settle(350);
    expect(root.querySelector('.cms-user-popover')).to.not.equal(null);
  });

  it('opens on hover after the delay, not on a pass-through, and closes when the pointer leaves', async () => {
    api = stubApi({ 'GET alpha/users/7': { body: { data: profile } } });
    const root = await render(
      <UserChip project="alpha" person={{ id: 7, first_name: 'Ada', last_name: 'Byron' }} />,
    );
    const chip = root.querySelector('.cms-user-chip')!;
    const pointer = async (type: 'mouseover' | 'mouseout') => {
      await act(async () => {
        chip.dispatchEvent(new MouseEvent(type, { bubbles: true, relatedTarget: document.body }));
      });
    };
    await pointer('mouseover');
    await settle(100);
    await pointer('mouseout');
    await settle(400);
    expect(root.querySelector('.cms-user-popover'), 'a quick pass opens nothing').to.equal(null);
    await pointer('mouseover');
    await settle(350);
    expect(root.querySelector('.cms-user-popover')).to.not.equal(null);
    await pointer('mouseout');
    await settle(200);
    expect(root.querySelector('.cms-user-popover')).to.equal(null);
  });

  it('keeps a failed profile fetch to itself: the card shows the name it has', async () => {
    api = stubApi({
      'GET alpha/users/7': { status: 403, body: { error: { code: 300, message: 'denied' } } },
    });
    const root = await render(
      <UserChip project="alpha" person={{ id: 7, first_name: 'Ada', last_name: 'Byron' }} />,
    );
    await focusOn(root.querySelector<HTMLElement>('.cms-user-chip__link')!);
    await settle(350);
    await until(() => api!.callsTo('GET alpha/users/7').length === 1, 'the fetch');
    await settle(30);
    const card = root.querySelector('.cms-user-popover')!;
    expect(card.textContent).to.contain('Ada Byron');
    expect(card.textContent).to.not.contain('denied');
  });
});

describe('the revision preview', () => {
  const fields = {
    id: field('id', { type: 'integer', interface: 'primary-key', primary_key: true, sort: 0 }),
    title: field('title', { sort: 1 }),
    body: field('body', { sort: 2, interface: 'textarea' }),
    modified_on: field('modified_on', { type: 'datetime_updated', sort: 3, hidden_detail: true }),
    tags: field('tags', { type: 'm2m', interface: 'many-to-many', sort: 4 }),
  };
  const revision = { id: 4, activity: 9, delta: { title: 'Older title', modified_on: 'x' } };

  function preview(props: Partial<React.ComponentProps<typeof RevisionPreview>> = {}) {
    return (
      <RevisionPreview
        project="alpha"
        fields={fields}
        revision={revision}
        canRevert
        hasUnsavedEdits={() => false}
        onRevert={async () => {}}
        onClose={() => {}}
        {...props}
      />
    );
  }

  beforeEach(() => {
    api = stubApi({
      'GET alpha/revisions/4': {
        body: {
          data: {
            id: 4,
            activity: 9,
            delta: revision.delta,
            data: { id: 1, title: 'Older title', body: 'Older body', modified_on: 'x' },
          },
        },
      },
    });
  });

  it('shows the revision in the item form, read-only, with what changed', async () => {
    const root = await render(preview());
    await until(() => root.querySelector('.cms-form') !== null, 'the form');
    const dialog = root.querySelector('dialog')!;
    expect(dialog.open).to.equal(true);
    const title = dialog.querySelector<HTMLInputElement>('[data-field="title"] input')!;
    expect(title.value).to.equal('Older title');
    expect(title.readOnly || title.disabled, 'title read-only').to.equal(true);
    const body = dialog.querySelector<HTMLTextAreaElement>('[data-field="body"] textarea')!;
    expect(body.value).to.equal('Older body');
    expect(body.readOnly || body.disabled, 'body read-only').to.equal(true);
    expect(
      dialog.querySelector('.cms-field-menu, [aria-haspopup="menu"]'),
      'no field menus',
    ).to.equal(null);
    // A relational list is not part of a revision's data: not shown.
    expect(dialog.querySelector('[data-field="tags"]')).to.equal(null);
    expect(dialog.textContent).to.contain('Changed: Title');
    expect(dialog.textContent).to.not.contain('Modified');
  });

  it('asks before reverting, naming unsaved edits, then reverts', async () => {
    const reverted: number[] = [];
    const root = await render(
      preview({
        hasUnsavedEdits: () => true,
        onRevert: async (id) => void reverted.push(id),
      }),
    );
    await until(() => root.querySelector('.cms-form') !== null, 'the form');
    const revert = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Revert')!;
    await click(revert);
    const question = root.querySelector<HTMLDialogElement>('dialog[role="alertdialog"]')!;
    expect(question.open).to.equal(true);
    expect(question.textContent).to.contain('unsaved changes');
    expect(reverted, 'nothing before the answer').to.deep.equal([]);
    const confirm = [...question.querySelectorAll('button')].find(
      (b) => b.textContent === 'Revert',
    )!;
    await click(confirm);
    await settle();
    expect(reverted).to.deep.equal([4]);
  });

  it('asks why before reverting when the role must explain updates, and sends it as comment=', async () => {
    api?.restore();
    api = stubApi({
      'GET alpha/revisions/4': {
        body: {
          data: {
            id: 4,
            activity: 9,
            delta: revision.delta,
            data: { id: 1, title: 'Older title' },
          },
        },
      },
      'PATCH alpha/items/articles/1/revert/4': { body: { data: { id: 1, title: 'Older title' } } },
    });
    const judged: Readonly<Record<string, unknown>>[] = [];
    const root = await render(
      preview({
        revertNeedsComment: (data) => {
          judged.push(data);
          return true;
        },
        onRevert: async (id, comment) => {
          await revertItem('alpha', 'articles', 1, id, { comment });
        },
      }),
    );
    await until(() => root.querySelector('.cms-form') !== null, 'the form');
    expect(judged.at(-1), 'judged on the values the revert writes').to.deep.include({
      title: 'Older title',
    });
    const revert = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Revert')!;
    await click(revert);
    const question = [...root.querySelectorAll('dialog')].find(
      (dialog) => dialog.open && dialog.querySelector('textarea') !== null,
    )!;
    expect(question, 'the question asks for a reason').to.not.equal(undefined);
    const confirm = [...question.querySelectorAll('button')].find(
      (b) => b.textContent === 'Revert',
    )!;
    expect(confirm.disabled, 'nothing to send without a reason').to.equal(true);
    await typeText(question.querySelector('textarea')!, 'Back to the approved title');
    await click(confirm);
    await until(
      () => api!.callsTo('PATCH alpha/items/articles/1/revert/4').length === 1,
      'the revert',
    );
    const [call] = api!.callsTo('PATCH alpha/items/articles/1/revert/4');
    expect(call!.query.get('comment')).to.equal('Back to the approved title');
  });

  it('offers no revert to a user who may not update the item', async () => {
    const root = await render(preview({ canRevert: false }));
    await until(() => root.querySelector('.cms-form') !== null, 'the form');
    expect([...root.querySelectorAll('button')].map((b) => b.textContent)).to.not.include('Revert');
  });
});

describe('the info sidebar', () => {
  it('opens by itself only in windows wider than 1235 px', () => {
    $sidebars.set({ nav: false, info: false });
    openInfoSidebarIfWide(1235);
    expect($sidebars.get().info).to.equal(false);
    openInfoSidebarIfWide(1236);
    expect($sidebars.get().info).to.equal(true);
  });
});
