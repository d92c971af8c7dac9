import { expect } from '@open-wc/testing';
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
    expect(groups).to.have.length(1);
    expect(groups[0]?.name).to.equal(null);
    expect(groups[0]?.collections.map((entry) => entry.collection)).to.deep.equal([
      'articles',
      'blog_posts',
      'zebra_facts',
    ]);
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
    expect(groups.map((group) => group.name)).to.deep.equal(['Writing', 'News']);
    expect(groups[0]?.collections.map((entry) => entry.collection)).to.deep.equal(['zebra_facts']);
  });

  it('names collections by their translation, else in title case', () => {
    expect(collectionTitle(collections.blog_posts!, 'de-DE')).to.equal('Blogbeiträge');
    expect(collectionTitle(collections.blog_posts!, 'en-US')).to.equal('Blog Posts');
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
    expect(ids(moduleEntries(base))).to.deep.equal(['collections', 'users', 'files', 'help']);
    expect(ids(moduleEntries({ ...base, canReadUsers: false, canReadFiles: false }))).to.deep.equal(
      ['collections', 'help'],
    );
    expect(ids(moduleEntries({ ...base, isAdmin: true }))).to.contain('settings');
  });

  it('adds extension modules before admin settings', () => {
    const entries = moduleEntries({
      ...base,
      isAdmin: true,
      extensionModules: [{ id: 'stats', name: 'Stats' }],
    });
    expect(ids(entries).slice(-2)).to.deep.equal(['ext-stats', 'settings']);
    expect(entries.at(-2)).to.include({ kind: 'route', to: '/p/ext/stats', label: 'Stats' });
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
    expect(entries.map((entry) => entry.label)).to.deep.equal(['Articles', 'Docs']);
    expect(entries[1]).to.include({ kind: 'external', href: 'https://example.com/docs' });
  });
});

describe('safe links in Markdown', () => {
  it('allows http(s), mailto and in-app hash paths only', () => {
    expect(isSafeHref('https://example.com')).to.equal(true);
    expect(isSafeHref('mailto:a@b.c')).to.equal(true);
    expect(isSafeHref('#/p/collections')).to.equal(true);
    expect(isSafeHref('javascript:alert(1)')).to.equal(false);
    expect(isSafeHref(' JAVASCRIPT:alert(1)')).to.equal(false);
    expect(isSafeHref('data:text/html,x')).to.equal(false);
  });
});

describe('idle timer', () => {
  it('fires after the idle time, and activity postpones it', async () => {
    const target = new EventTarget();
    let fired = 0;
    const started = Date.now();
    const stop = watchIdle(target, 150, () => {
      fired += 1;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    target.dispatchEvent(new Event('keydown'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fired, 'fired despite activity').to.equal(0);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(fired).to.equal(1);
    expect(Date.now() - started).to.be.at.least(250);
    stop();
  });

  it('stops for good when stopped', async () => {
    let fired = 0;
    const stop = watchIdle(new EventTarget(), 30, () => {
      fired += 1;
    });
    stop();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(fired).to.equal(0);
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
    expect($config.get().theme).to.equal('dark');
    setCurrentUser({ ...user, theme: 'sepia' });
    expect($config.get().theme).to.equal('auto');
  });
});
