import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import type { CollectionInfo } from '../../src/api/types.js';
import { navigationGroups } from '../../src/shell/collection-navigation.js';
import { collectionTitle } from '../../src/shell/collection-title.js';
import { moduleEntries } from '../../src/shell/module-entries.js';
import { $config } from '../../src/state/config.js';
import { watchIdle } from '../../src/state/idle-timer.js';
import { setCurrentUser } from '../../src/state/user.js';
import { isSafeHref } from '../../src/ui/Markdown.js';

function collection(name: string, changes: Partial<CollectionInfo> = {}): CollectionInfo {
  return {
    collection: name,
    managed: true,
    hidden: false,
    single: false,
    icon: null,
    note: null,
    translation: null,
    fields: {},
    ...changes,
  };
}

describe('collection navigation rules', () => {
  const collections = Object.fromEntries(
    [
      collection('zebra_facts'),
      collection('articles'),
      collection('secret', { hidden: true }),
      collection('legacy', { managed: false }),
      collection('directus_users'),
      collection('unreadable'),
      collection('blog_posts', { translation: [{ locale: 'de-DE', translation: 'Blogbeiträge' }] }),
    ].map((entry) => [entry.collection, entry]),
  );
  const canRead = (name: string) => name !== 'unreadable';

  it('keeps visible, managed, non-system, readable collections, sorted by title', () => {
    const groups = navigationGroups(collections, canRead, null, 'en-US');
    assert.equal(groups.length, 1);
    assert.equal(groups[0]?.name, null);
    assert.deepEqual(
      groups[0]?.collections.map((entry) => entry.collection),
      ['articles', 'blog_posts', 'zebra_facts'],
    );
  });

  it("follows the role's grouped listing, in its order, dropping what may not be shown", () => {
    const groups = navigationGroups(
      collections,
      canRead,
      [
        {
          group_name: 'Writing',
          collections: [{ collection: 'zebra_facts' }, { collection: 'secret' }],
        },
        {
          group_name: 'Empty',
          collections: [{ collection: 'unreadable' }, { collection: 'nope' }],
        },
        { group_name: 'News', collections: [{ collection: 'articles' }] },
      ],
      'en-US',
    );
    assert.deepEqual(
      groups.map((group) => group.name),
      ['Writing', 'News'],
    );
    assert.deepEqual(
      groups[0]?.collections.map((entry) => entry.collection),
      ['zebra_facts'],
    );
  });

  it('names collections by their translation, else in title case', () => {
    assert.equal(collectionTitle(collections.blog_posts!, 'de-DE'), 'Blogbeiträge');
    assert.equal(collectionTitle(collections.blog_posts!, 'en-US'), 'Blog Posts');
  });
});

describe('module bar entries', () => {
  const base = {
    project: 'p',
    isAdmin: false,
    canReadUsers: true,
    canReadFiles: true,
    extensionModules: [],
    moduleListing: null,
    label: (key: string) => key,
  };
  const ids = (entries: { id: string }[]) => entries.map((entry) => entry.id);

  it('hides users and files without read permission, and settings from non-admins', () => {
    assert.deepEqual(ids(moduleEntries(base)), ['collections', 'users', 'files', 'help']);
    assert.deepEqual(ids(moduleEntries({ ...base, canReadUsers: false, canReadFiles: false })), [
      'collections',
      'help',
    ]);
    assert.ok(ids(moduleEntries({ ...base, isAdmin: true })).includes('settings'));
  });

  it('adds extension modules before admin settings', () => {
    const entries = moduleEntries({
      ...base,
      isAdmin: true,
      extensionModules: [{ id: 'stats', name: 'Stats' }],
    });
    assert.deepEqual(ids(entries).slice(-2), ['ext-stats', 'settings']);
    const stats = entries.at(-2);
    assert.deepEqual(
      { kind: stats?.kind, to: stats && 'to' in stats ? stats.to : undefined, label: stats?.label },
      { kind: 'route', to: '/p/ext/stats', label: 'Stats' },
    );
  });

  it("replaces the bar with the role's module list, dropping unsafe links", () => {
    const entries = moduleEntries({
      ...base,
      moduleListing: [
        { name: 'Articles', link: '/p/collections/articles', icon: 'box' },
        { name: 'Docs', link: 'https://example.com/docs' },
        { name: 'Evil', link: 'javascript:alert(1)' },
        { name: 'Elsewhere', link: '//evil.example' },
      ],
    });
    assert.deepEqual(
      entries.map((entry) => entry.label),
      ['Articles', 'Docs'],
    );
    const docs = entries[1];
    assert.deepEqual(
      { kind: docs?.kind, href: docs && 'href' in docs ? docs.href : undefined },
      { kind: 'external', href: 'https://example.com/docs' },
    );
  });
});

describe('safe links in Markdown', () => {
  it('allows http(s), mailto and in-app hash paths only', () => {
    assert.equal(isSafeHref('https://example.com'), true);
    assert.equal(isSafeHref('mailto:a@b.c'), true);
    assert.equal(isSafeHref('#/p/collections'), true);
    assert.equal(isSafeHref('javascript:alert(1)'), false);
    assert.equal(isSafeHref(' JAVASCRIPT:alert(1)'), false);
    assert.equal(isSafeHref('data:text/html,x'), false);
  });
});

describe('idle timer', () => {
  // A fake clock (setTimeout and Date): the tests step time instead of sleeping.
  beforeEach(() => mock.timers.enable({ apis: ['setTimeout', 'Date'], now: 1_000_000 }));
  afterEach(() => mock.timers.reset());

  it('fires after the idle time, and activity postpones it', () => {
    const target = new EventTarget();
    let fired = 0;
    const started = Date.now();
    const stop = watchIdle(target, 150, () => {
      fired += 1;
    });
    mock.timers.tick(100);
    target.dispatchEvent(new Event('keydown'));
    mock.timers.tick(100);
    assert.equal(fired, 0, 'fired despite activity');
    mock.timers.tick(49);
    assert.equal(fired, 0, 'fired before the idle time since the activity');
    mock.timers.tick(1);
    assert.equal(fired, 1);
    assert.equal(Date.now() - started, 250);
    mock.timers.tick(1000);
    assert.equal(fired, 1, 'fires once');
    stop();
  });

  it('stops for good when stopped', () => {
    let fired = 0;
    const stop = watchIdle(new EventTarget(), 30, () => {
      fired += 1;
    });
    stop();
    mock.timers.tick(1000);
    assert.equal(fired, 0);
  });
});

describe('the theme of the user record', () => {
  it('becomes the admin theme; anything unknown means auto', () => {
    const user = {
      id: 1,
      email: 'a@b.c',
      first_name: null,
      last_name: null,
      locale: null,
      last_page: null,
      avatar: null,
      role: null,
    };
    setCurrentUser({ ...user, theme: 'dark' });
    assert.equal($config.get().theme, 'dark');
    setCurrentUser({ ...user, theme: 'sepia' });
    assert.equal($config.get().theme, 'auto');
  });
});
