import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { CollectionInfo as ServerCollection } from '../../server/services/permissions/permission-service.ts';
import type { CollectionInfo, FieldInfo } from '../../src/api/types.ts';
import { canReadCollection, collectionLevel } from '../../src/permissions/collection-rights.ts';
import { mayChangeComment, mayComment } from '../../src/permissions/comment-rights.ts';
import {
  createNeedsComment,
  deleteNeedsComment,
  updateNeedsComment,
} from '../../src/permissions/explain-rights.ts';
import { listingReadBlacklist } from '../../src/permissions/field-blacklists.ts';
import { type Grants, grantsOf } from '../../src/permissions/grants.ts';
import {
  batchRights,
  itemRights,
  mayDeleteItem,
  mayUpdateItem,
  newItemRights,
} from '../../src/permissions/item-rights.ts';
import { ownerIdsOf, ownerRolesMatter, withOwnerRole } from '../../src/permissions/owner-roles.ts';
import { unreadableRelationalFields } from '../../src/permissions/related-access.ts';
import {
  mayCreateItems,
  mayCreateWithStatus,
  mayMoveToStatus,
  statusChoices,
} from '../../src/permissions/status-rights.ts';
import { type PermissionSubject, permissionSubject } from '../../src/permissions/subject.ts';
import {
  MATE,
  ME,
  outcome,
  ROLE,
  record,
  STRANGER,
  service,
} from './server/permissions-fixtures.ts';

// The admin's permission rules (src/permissions/) against the server's
// (server/services/permissions/permission-service.ts), rule for rule: each case states the
// expected answer, and both sides must give it on the same rows, collection and item.

type Records = Parameters<typeof service>[0];
type Item = Record<string, unknown>;
type Level = 'none' | 'mine' | 'role' | 'full';

const LEVELS: readonly Level[] = ['none', 'mine', 'role', 'full'];
const OTHER_ROLE = ROLE + 1;

function field(name: string, type: string, extra: Partial<FieldInfo> = {}): FieldInfo {
  return { id: null, collection: '', field: name, type, interface: null, ...extra };
}

const STATUS_MAPPING = {
  draft: { name: 'Draft' },
  published: { name: 'Published' },
  deleted: { name: 'Deleted', soft_delete: true },
};

/** A collection as the admin receives it; `status` adds a status field with the mapping above. */
function collection(name: string, parts: { owner?: boolean; status?: boolean }): CollectionInfo {
  const fields: Record<string, FieldInfo> = { id: field('id', 'integer', { primary_key: true }) };
  if (parts.owner) fields.owner = field('owner', 'owner');
  if (parts.status) {
    // As a JSON string, the way v8 may store it (spec 2 §3).
    fields.status = field('status', 'status', {
      default_value: 'draft',
      options: { status_mapping: JSON.stringify(STATUS_MAPPING) },
    });
  }
  return {
    collection: name,
    managed: true,
    hidden: false,
    single: false,
    icon: null,
    note: null,
    translation: null,
    fields,
  };
}

/** The same collection as the server's permission service is told about it. */
function serverInfo(subject: PermissionSubject): ServerCollection {
  return {
    name: subject.name,
    statusField: subject.statusField ?? null,
    ownerField: subject.ownerField ?? null,
    softDeleteStatuses: subject.softDeleteStatuses,
    statuses: subject.statuses,
    defaultStatus: subject.defaultStatus ?? null,
  };
}

const ARTICLES = permissionSubject(collection('articles', { owner: true }));
const POSTS = permissionSubject(collection('posts', { owner: true, status: true }));
const NOTES = permissionSubject(collection('notes', {}));
const PAGES = permissionSubject(collection('pages', { status: true }));

function grants(records: Records, admin = false): Grants {
  return grantsOf(records, { admin, userId: ME, roleId: ROLE });
}

/**
 * Owner situations: the stored item the server judges, and the item the admin holds (the form
 * reads `*.*.*`, so the owner arrives expanded with their role).
 */
const OWNERS = {
  own: { server: ME, client: { id: ME, role: { id: ROLE } } },
  role: { server: MATE, client: { id: MATE, role: { id: ROLE } } },
  other: { server: STRANGER, client: { id: STRANGER, role: { id: OTHER_ROLE } } },
  'empty owner': { server: '', client: '' },
  'null owner': { server: null, client: null },
} as const;
type OwnerCase = keyof typeof OWNERS | 'no owner field';

function itemsFor(situation: OwnerCase, extra: Item = {}): { server: Item; client: Item } {
  if (situation === 'no owner field')
    return { server: { id: 1, ...extra }, client: { id: 1, ...extra } };
  const owner = OWNERS[situation];
  return {
    server: { id: 1, owner: owner.server, ...extra },
    client: { id: 1, owner: owner.client, ...extra },
  };
}

function subjectFor(situation: OwnerCase): PermissionSubject {
  return situation === 'no owner field' ? NOTES : ARTICLES;
}

describe('the subject: the admin reads the collection the way the server describes it', () => {
  test('owner, status field, statuses, soft-delete statuses, default status', () => {
    assert.deepEqual(POSTS, {
      name: 'posts',
      statusField: 'status',
      ownerField: 'owner',
      statuses: ['draft', 'published', 'deleted'],
      softDeleteStatuses: ['deleted'],
      defaultStatus: 'draft',
    });
    assert.equal(NOTES.ownerField, undefined);
    assert.equal(NOTES.statusField, undefined);
  });

  test('system collections use the server owner columns', () => {
    const files = collection('directus_files', {});
    files.fields.uploaded_by = field('uploaded_by', 'user_created');
    assert.equal(permissionSubject(files).ownerField, 'uploaded_by');
  });
});

// Rows: the situation of the item; columns: the granted level none, mine, role, full.
const UPDATE_DELETE_TABLE: Record<OwnerCase, readonly boolean[]> = {
  own: [false, true, true, true],
  role: [false, false, true, true],
  other: [false, false, false, true],
  'no owner field': [false, false, false, true],
  'empty owner': [false, false, false, true],
  'null owner': [false, false, false, true],
};

describe('update and delete: the level must cover whose item it is', () => {
  for (const [situation, expected] of Object.entries(UPDATE_DELETE_TABLE) as [
    OwnerCase,
    readonly boolean[],
  ][]) {
    LEVELS.forEach((level, index) => {
      test(`${level} on an item (${situation}) → ${expected[index] ? 'allowed' : 'refused'}`, () => {
        const subject = subjectFor(situation);
        const records = [record({ collection: subject.name, update: level, delete: level })];
        const { server, client } = itemsFor(situation);
        const info = serverInfo(subject);
        const judge = service(records);

        assert.equal(
          mayUpdateItem(grants(records), subject, client),
          expected[index],
          'admin update',
        );
        assert.equal(
          mayDeleteItem(grants(records), subject, client),
          expected[index],
          'admin delete',
        );
        assert.equal(
          outcome(() => judge.assertCanUpdate(info, server, { title: 'x' })) === 'ok',
          expected[index],
          'server update',
        );
        assert.equal(
          outcome(() => judge.assertCanDelete(info, server)) === 'ok',
          expected[index],
          'server delete',
        );
      });
    });
  }

  test('an owner given as a bare id: own is known, mine never reaches someone else', () => {
    const records = [record({ collection: 'articles', update: 'mine' })];
    assert.equal(mayUpdateItem(grants(records), ARTICLES, { owner: ME }), true);
    assert.equal(mayUpdateItem(grants(records), ARTICLES, { owner: String(ME) }), true);
    assert.equal(mayUpdateItem(grants(records), ARTICLES, { owner: MATE }), false);
  });

  test('role with an owner known only by id: not offered (the server could refuse)', () => {
    const records = [record({ collection: 'articles', update: 'role', delete: 'role' })];
    // The server refuses a stranger's item; the admin, not knowing the owner's role, must not
    // offer it, so it offers a role-mate's neither until the role is known.
    assert.equal(
      outcome(() =>
        service(records).assertCanUpdate(serverInfo(ARTICLES), { owner: STRANGER }, {}),
      ),
      302,
    );
    for (const owner of [MATE, STRANGER]) {
      assert.equal(mayUpdateItem(grants(records), ARTICLES, { owner }), false, `update ${owner}`);
      assert.equal(mayDeleteItem(grants(records), ARTICLES, { owner }), false, `delete ${owner}`);
    }
  });

  test("role with the owners' roles looked up: exactly what the server allows", () => {
    const records = [record({ collection: 'articles', update: 'role', delete: 'role' })];
    const judge = service(records);
    const info = serverInfo(ARTICLES);
    const roles = new Map<number, number | null>([
      [MATE, ROLE],
      [STRANGER, OTHER_ROLE],
    ]);
    for (const [owner, allowed] of [
      [MATE, true],
      [STRANGER, false],
      [ME, true],
    ] as const) {
      const client = withOwnerRole(ARTICLES, roles, { id: 1, owner });
      assert.equal(mayUpdateItem(grants(records), ARTICLES, client), allowed, `update ${owner}`);
      assert.equal(mayDeleteItem(grants(records), ARTICLES, client), allowed, `delete ${owner}`);
      assert.equal(
        outcome(() => judge.assertCanUpdate(info, { id: 1, owner }, { title: 'x' })) === 'ok',
        allowed,
        `server update ${owner}`,
      );
      assert.equal(
        outcome(() => judge.assertCanDelete(info, { id: 1, owner })) === 'ok',
        allowed,
        `server delete ${owner}`,
      );
    }
    // A user without a role is nobody's role-mate.
    const roleless = withOwnerRole(ARTICLES, new Map([[MATE, null]]), { owner: MATE });
    assert.equal(mayUpdateItem(grants(records), ARTICLES, roleless), false);
    // Batch edit: one stranger's item among role-mates' refuses the batch.
    const batch = [MATE, STRANGER].map((owner) => withOwnerRole(ARTICLES, roles, { owner }));
    assert.equal(batchRights(grants(records), ARTICLES, batch).canWrite, false);
    assert.equal(batchRights(grants(records), ARTICLES, batch.slice(0, 1)).canWrite, true);
  });

  test("owners' roles are asked for only when a row grants role, and only for others", () => {
    const items = [{ owner: MATE }, { owner: ME }, { owner: STRANGER }, { owner: MATE }, {}];
    const roleRows = [record({ collection: 'articles', update: 'full', delete: 'role' })];
    assert.equal(ownerRolesMatter(grants(roleRows), ARTICLES), true);
    assert.deepEqual(
      ownerIdsOf(grants(roleRows), ARTICLES, items),
      [MATE, STRANGER].sort((a, b) => a - b),
    );
    const plain = [record({ collection: 'articles', update: 'mine', delete: 'full' })];
    assert.equal(ownerRolesMatter(grants(plain), ARTICLES), false);
    assert.equal(ownerRolesMatter(grants([], true), ARTICLES), false);
    assert.equal(ownerRolesMatter(grants(roleRows), NOTES), false, 'no owner field');
    // An owner the server expanded already carries what is needed.
    assert.deepEqual(ownerIdsOf(grants(roleRows), ARTICLES, [{ owner: { id: MATE } }]), []);
  });

  test('admins may do everything, without rows', () => {
    const admin = grants([], true);
    assert.equal(mayUpdateItem(admin, NOTES, { id: 1 }), true);
    assert.equal(mayDeleteItem(admin, POSTS, { status: 'deleted' }), true);
    assert.equal(mayCreateItems(admin, POSTS), true);
    assert.equal(collectionLevel(admin, 'anything', 'read'), 'full');
  });
});

describe('create: level on the status the item gets, $create and status blacklists', () => {
  LEVELS.forEach((level, index) => {
    const allowed = index >= 1;
    test(`create ${level} without status field → ${allowed ? 'allowed' : 'refused'}`, () => {
      const records = [record({ collection: 'articles', create: level })];
      assert.equal(mayCreateWithStatus(grants(records), ARTICLES, undefined), allowed);
      assert.equal(mayCreateItems(grants(records), ARTICLES), allowed);
      assert.equal(
        outcome(() => service(records).assertCanCreate(serverInfo(ARTICLES), { title: 'x' })) ===
          'ok',
        allowed,
      );
    });
  });

  const cases: readonly {
    name: string;
    records: () => Records;
    status: string | undefined;
    allowed: boolean;
  }[] = [
    {
      name: 'the default status when none is given',
      records: () => [record({ collection: 'posts', create: 'full' })],
      status: undefined,
      allowed: true,
    },
    {
      name: 'a status outside the mapping',
      records: () => [record({ collection: 'posts', create: 'full' })],
      status: 'archived',
      allowed: false,
    },
    {
      name: 'a status in the collection row status blacklist (no workflow rows)',
      records: () => [
        record({ collection: 'posts', create: 'full', status_blacklist: ['published'] }),
      ],
      status: 'published',
      allowed: false,
    },
    {
      name: 'a status in the $create row status blacklist',
      records: () => [
        record({ collection: 'posts', create: 'full' }),
        record({ collection: 'posts', status: '$create', status_blacklist: ['published'] }),
      ],
      status: 'published',
      allowed: false,
    },
    {
      name: 'the $create row blacklist replaces the collection row blacklist',
      records: () => [
        record({ collection: 'posts', create: 'full', status_blacklist: ['published'] }),
        record({ collection: 'posts', status: '$create', status_blacklist: [] }),
      ],
      status: 'published',
      allowed: true,
    },
    {
      name: 'workflow: the level of that status row, not of the $create row',
      records: () => [
        record({ collection: 'posts', status: 'draft', create: 'none' }),
        record({ collection: 'posts', status: 'published', create: 'mine' }),
        record({ collection: 'posts', status: '$create', create: 'full' }),
      ],
      status: 'draft',
      allowed: false,
    },
    {
      name: 'workflow: a status row that grants create',
      records: () => [
        record({ collection: 'posts', status: 'draft', create: 'none' }),
        record({ collection: 'posts', status: 'published', create: 'mine' }),
      ],
      status: 'published',
      allowed: true,
    },
    {
      name: 'workflow: the collection-wide row is ignored',
      records: () => [
        record({ collection: 'posts', create: 'full' }),
        record({ collection: 'posts', status: 'published', create: 'none' }),
      ],
      status: 'draft',
      allowed: false,
    },
  ];
  for (const one of cases) {
    test(`${one.name} → ${one.allowed ? 'allowed' : 'refused'}`, () => {
      const records = one.records();
      const payload = one.status === undefined ? { title: 'x' } : { status: one.status };
      assert.equal(mayCreateWithStatus(grants(records), POSTS, one.status), one.allowed);
      assert.equal(
        outcome(() => service(records).assertCanCreate(serverInfo(POSTS), payload)) === 'ok',
        one.allowed,
      );
    });
  }

  test('the status control offers exactly the statuses the server accepts for a new item', () => {
    const records = [
      record({ collection: 'posts', create: 'full' }),
      record({ collection: 'posts', status: '$create', status_blacklist: ['published'] }),
    ];
    const offered = statusChoices(grants(records), POSTS, null);
    assert.deepEqual(offered, ['draft', 'deleted']);
    for (const status of POSTS.statuses) {
      const ok = outcome(() => service(records).assertCanCreate(serverInfo(POSTS), { status }));
      assert.equal(ok === 'ok', offered.includes(status), status);
    }
  });

  test('write blacklists of the status row and the $create row apply to a new item', () => {
    const records = [
      record({ collection: 'posts', create: 'full', write_field_blacklist: ['owner'] }),
      record({ collection: 'posts', status: '$create', write_field_blacklist: ['title'] }),
    ];
    const rights = newItemRights(grants(records), POSTS, {});
    assert.deepEqual([...rights.writeBlacklist].sort(), ['owner', 'title']);
    for (const name of ['owner', 'title']) {
      assert.equal(
        outcome(() => service(records).assertCanCreate(serverInfo(POSTS), { [name]: 1 })),
        305,
      );
    }
  });
});

describe('status rows: existing items are judged on the row of their status', () => {
  const workflow = (): Records => [
    record({ collection: 'posts', update: 'full', delete: 'none' }),
    record({
      collection: 'posts',
      status: 'draft',
      update: 'mine',
      delete: 'mine',
      status_blacklist: ['published'],
    }),
    record({ collection: 'posts', status: 'published', update: 'none', delete: 'full' }),
  ];
  const cases: readonly {
    name: string;
    item: Item;
    change: Item;
    allowed: boolean;
    records?: () => Records;
  }[] = [
    {
      name: 'own draft, edited',
      item: { owner: ME, status: 'draft' },
      change: { title: 'x' },
      allowed: true,
    },
    {
      name: "a role-mate's draft (draft row: mine)",
      item: { owner: MATE, status: 'draft' },
      change: { title: 'x' },
      allowed: false,
    },
    {
      name: 'own published item: its row grants no update (collection row ignored)',
      item: { owner: ME, status: 'published' },
      change: { title: 'x' },
      allowed: false,
    },
    {
      name: 'own draft to published: in the draft row status blacklist',
      item: { owner: ME, status: 'draft' },
      change: { status: 'published' },
      allowed: false,
    },
    {
      name: 'own draft to an unmapped status',
      item: { owner: ME, status: 'draft' },
      change: { status: 'gone' },
      allowed: false,
    },
    {
      name: 'own draft to deleted: judged as a delete (mine on own)',
      item: { owner: ME, status: 'draft' },
      change: { status: 'deleted' },
      allowed: true,
    },
    {
      name: "a role-mate's draft to deleted: delete mine does not cover it",
      item: { owner: MATE, status: 'draft' },
      change: { status: 'deleted' },
      allowed: false,
    },
    {
      name: 'a soft-deleted item cannot be edited',
      item: { owner: ME, status: 'deleted' },
      change: { title: 'x' },
      allowed: false,
      records: () => [record({ collection: 'posts', update: 'full' })],
    },
    {
      name: 'a move that writes a write-blacklisted status field',
      item: { owner: ME, status: 'draft' },
      change: { status: 'published' },
      allowed: false,
      records: () => [
        record({ collection: 'posts', update: 'full', write_field_blacklist: ['status'] }),
      ],
    },
  ];
  for (const one of cases) {
    test(`${one.name} → ${one.allowed ? 'allowed' : 'refused'}`, () => {
      const records = (one.records ?? workflow)();
      const target = one.change.status;
      const client =
        typeof target === 'string'
          ? mayMoveToStatus(grants(records), POSTS, one.item, target)
          : mayUpdateItem(grants(records), POSTS, one.item);
      assert.equal(client, one.allowed, 'admin');
      const server = outcome(() =>
        service(records).assertCanUpdate(serverInfo(POSTS), one.item, one.change),
      );
      assert.equal(server === 'ok', one.allowed, `server answered ${server}`);
    });
  }

  test('the status control offers an existing item exactly the moves the server accepts', () => {
    const records = workflow();
    for (const item of [
      { owner: ME, status: 'draft' },
      { owner: MATE, status: 'draft' },
      { owner: ME, status: 'published' },
    ]) {
      const offered = statusChoices(grants(records), POSTS, item);
      for (const status of POSTS.statuses) {
        if (status === item.status) continue;
        const ok = outcome(() =>
          service(records).assertCanUpdate(serverInfo(POSTS), item, { status }),
        );
        assert.equal(ok === 'ok', offered.includes(status), `${JSON.stringify(item)} → ${status}`);
      }
      assert.ok(offered.includes(item.status), 'the current status stays on offer');
    }
  });

  test('delete archives when the mapping soft-deletes: judged as that status change', () => {
    const records = [
      record({
        collection: 'posts',
        delete: 'full',
        update: 'full',
        status_blacklist: ['deleted'],
      }),
    ];
    const item = { owner: ME, status: 'draft' };
    assert.equal(mayDeleteItem(grants(records), POSTS, item), false);
    assert.equal(
      outcome(() =>
        service(records).assertCanUpdate(serverInfo(POSTS), item, { status: 'deleted' }),
      ),
      302,
    );
  });

  test('delete without soft-delete status is judged as a real delete', () => {
    const records = [record({ collection: 'articles', delete: 'mine' })];
    assert.equal(mayDeleteItem(grants(records), ARTICLES, { owner: ME }), true);
    assert.equal(
      outcome(() => service(records).assertCanDelete(serverInfo(ARTICLES), { owner: ME })),
      'ok',
    );
  });

  test('batch: each right only when every item has it', () => {
    const records = workflow();
    const rights = batchRights(grants(records), POSTS, [
      { owner: ME, status: 'draft' },
      { owner: ME, status: 'published' },
    ]);
    assert.equal(rights.canWrite, false);
    assert.equal(
      batchRights(grants(records), POSTS, [{ owner: ME, status: 'draft' }]).canWrite,
      true,
    );
    assert.equal(batchRights(grants(records), POSTS, []).canWrite, false);
  });
});

describe('read: whether a collection can be listed at all', () => {
  const cases: readonly {
    name: string;
    subject: PermissionSubject;
    records: () => Records;
    allowed: boolean;
  }[] = [
    { name: 'no row', subject: ARTICLES, records: () => [], allowed: false },
    {
      name: 'read none',
      subject: ARTICLES,
      records: () => [record({ collection: 'articles', read: 'none' })],
      allowed: false,
    },
    {
      name: 'read mine with an owner field',
      subject: ARTICLES,
      records: () => [record({ collection: 'articles', read: 'mine' })],
      allowed: true,
    },
    {
      name: 'read role with an owner field',
      subject: ARTICLES,
      records: () => [record({ collection: 'articles', read: 'role' })],
      allowed: true,
    },
    {
      name: 'read mine without owner or status field',
      subject: NOTES,
      records: () => [record({ collection: 'notes', read: 'mine' })],
      allowed: false,
    },
    {
      name: 'read full without owner or status field',
      subject: NOTES,
      records: () => [record({ collection: 'notes', read: 'full' })],
      allowed: true,
    },
    {
      name: 'read mine with a status field and no owner field',
      subject: PAGES,
      records: () => [record({ collection: 'pages', read: 'mine' })],
      allowed: true,
    },
    {
      name: 'read on one status row is enough',
      subject: POSTS,
      records: () => [
        record({ collection: 'posts', status: 'draft', read: 'mine' }),
        record({ collection: 'posts', status: 'published', read: 'none' }),
      ],
      allowed: true,
    },
    {
      name: 'workflow rows on a collection without status field',
      subject: ARTICLES,
      records: () => [record({ collection: 'articles', status: 'draft', read: 'full' })],
      allowed: false,
    },
    {
      name: 'workflow mode ignores a readable collection-wide row',
      subject: POSTS,
      records: () => [
        record({ collection: 'posts', read: 'full' }),
        record({ collection: 'posts', status: 'draft', read: 'none' }),
      ],
      allowed: false,
    },
    {
      name: 'an empty status is the collection-wide row',
      subject: ARTICLES,
      records: () => [record({ collection: 'articles', status: '', read: 'full' })],
      allowed: true,
    },
  ];
  for (const one of cases) {
    test(`${one.name} → ${one.allowed ? 'readable' : 'not readable'}`, () => {
      const records = one.records();
      assert.equal(canReadCollection(grants(records), one.subject), one.allowed);
      assert.equal(service(records).canReadAtAll(serverInfo(one.subject)), one.allowed);
    });
  }

  test('unknown level strings parse to none, as on the server', () => {
    const records = [record({ collection: 'articles', read: 'read', update: 'everything' })];
    assert.equal(collectionLevel(grants(records), 'articles', 'read'), 'none');
    assert.equal(collectionLevel(grants(records), 'articles', 'update'), 'none');
  });
});

describe('read blacklists', () => {
  test('without workflow rows: the collection row blacklist, as the server read scope', () => {
    const records = [
      record({ collection: 'articles', read: 'full', read_field_blacklist: ['secret'] }),
    ];
    assert.deepEqual([...listingReadBlacklist(grants(records), ARTICLES)], ['secret']);
    assert.deepEqual(service(records).readScope(serverInfo(ARTICLES)).fieldBlacklist, ['secret']);
  });

  test('workflow: only fields hidden in every readable status; the item form hides its status row', () => {
    const records = [
      record({
        collection: 'posts',
        status: 'draft',
        read: 'full',
        read_field_blacklist: ['a', 'b'],
      }),
      record({
        collection: 'posts',
        status: 'published',
        read: 'mine',
        read_field_blacklist: ['a'],
      }),
      record({ collection: 'posts', status: 'deleted', read: 'none', read_field_blacklist: ['c'] }),
      record({ collection: 'posts', status: '$create', read_field_blacklist: ['d'] }),
    ];
    assert.deepEqual([...listingReadBlacklist(grants(records), POSTS)], ['a']);
    assert.deepEqual(service(records).readScope(serverInfo(POSTS)).fieldBlacklist, ['a']);
    assert.deepEqual(
      itemRights(grants(records), POSTS, { owner: ME, status: 'draft' }).readBlacklist,
      ['a', 'b'],
    );
  });

  test('update write blacklist: the rows of the item status', () => {
    const records = [
      record({ collection: 'articles', update: 'full', write_field_blacklist: ['title'] }),
    ];
    assert.deepEqual(itemRights(grants(records), ARTICLES, { owner: ME }).writeBlacklist, [
      'title',
    ]);
    assert.equal(
      outcome(() =>
        service(records).assertCanUpdate(serverInfo(ARTICLES), { owner: ME }, { title: 'x' }),
      ),
      305,
    );
  });
});

describe('comments: the comment level of the item status rows and its owner', () => {
  const levels = ['none', 'create', 'update', 'full'] as const;
  // [may add, may edit own / no owner field, may edit someone else's]
  const TABLE: Record<(typeof levels)[number], readonly [boolean, boolean, boolean]> = {
    none: [false, false, false],
    create: [true, false, false],
    update: [true, true, false],
    full: [true, true, true],
  };
  for (const level of levels) {
    test(`comment ${level}`, () => {
      const [add, editOwn, editOther] = TABLE[level];
      for (const [subject, item, edit] of [
        [ARTICLES, { owner: ME }, editOwn],
        [ARTICLES, { owner: { id: MATE, role: { id: ROLE } } }, editOther],
        [NOTES, { id: 1 }, editOwn],
      ] as const) {
        const records = [record({ collection: subject.name, comment: level })];
        const serverItem = { ...item, owner: ownerIdOf(item) };
        const judge = service(records);
        assert.equal(mayComment(grants(records), subject, item), add);
        assert.equal(
          outcome(() => judge.assertCanComment(serverInfo(subject), serverItem)) === 'ok',
          add,
        );
        assert.equal(mayChangeComment(grants(records), subject, item), edit);
        assert.equal(
          outcome(() => judge.assertCanEditComment(serverInfo(subject), serverItem)) === 'ok',
          edit,
        );
      }
    });
  }

  test('no row or a NULL comment column allows comments', () => {
    assert.equal(mayComment(grants([]), ARTICLES, { owner: ME }), true);
    const nullComment = [record({ collection: 'articles', comment: null })];
    assert.equal(mayComment(grants(nullComment), ARTICLES, { owner: ME }), true);
    assert.equal(
      outcome(() => service(nullComment).assertCanComment(serverInfo(ARTICLES), { owner: ME })),
      'ok',
    );
  });
});

function ownerIdOf(item: Item): unknown {
  const owner = item.owner;
  return owner && typeof owner === 'object' ? (owner as { id: unknown }).id : owner;
}

describe('relations into collections the role cannot read', () => {
  const articles = collection('articles', { owner: true });
  articles.fields.author = field('author', 'm2o', { collection: 'articles' });
  articles.fields.tags = field('tags', 'm2m', { collection: 'articles' });
  const schema = Object.fromEntries(
    ['articles', 'authors', 'tags', 'articles_tags'].map((name) => [
      name,
      name === 'articles' ? articles : collection(name, {}),
    ]),
  );
  const relations = [
    {
      id: 1,
      collection_many: 'articles',
      field_many: 'author',
      collection_one: 'authors',
      field_one: null,
      junction_field: null,
    },
    {
      id: 2,
      collection_many: 'articles_tags',
      field_many: 'article',
      collection_one: 'articles',
      field_one: 'tags',
      junction_field: 'tag',
    },
    {
      id: 3,
      collection_many: 'articles_tags',
      field_many: 'tag',
      collection_one: 'tags',
      field_one: null,
      junction_field: 'article',
    },
  ];
  const readable = (...names: string[]) =>
    grants(names.map((name) => record({ collection: name, read: 'full' })));

  test('a many-to-one into an unreadable collection is listed; a readable one is not', () => {
    assert.deepEqual(
      unreadableRelationalFields(
        readable('articles', 'tags', 'articles_tags'),
        articles,
        relations,
        schema,
      ),
      ['author'],
    );
  });

  test('a many-to-many needs both the junction and the related collection', () => {
    assert.deepEqual(
      unreadableRelationalFields(
        readable('articles', 'authors', 'tags'),
        articles,
        relations,
        schema,
      ),
      ['tags'],
    );
    assert.deepEqual(
      unreadableRelationalFields(
        readable('articles', 'authors', 'articles_tags'),
        articles,
        relations,
        schema,
      ),
      ['tags'],
    );
    assert.deepEqual(
      unreadableRelationalFields(
        readable('articles', 'authors', 'tags', 'articles_tags'),
        articles,
        relations,
        schema,
      ),
      [],
    );
  });

  test('admins follow every relation', () => {
    assert.deepEqual(unreadableRelationalFields(grants([], true), articles, relations, schema), []);
  });
});

describe('explain: when a write must carry a comment', () => {
  const cases: readonly {
    name: string;
    explain: string;
    action: 'create' | 'update' | 'delete' | 'archive';
    asks: boolean;
  }[] = [
    { name: 'none never asks', explain: 'none', action: 'update', asks: false },
    { name: 'create asks on create', explain: 'create', action: 'create', asks: true },
    { name: 'create does not ask on update', explain: 'create', action: 'update', asks: false },
    { name: 'update asks on update', explain: 'update', action: 'update', asks: true },
    {
      name: 'update does not ask on a real delete',
      explain: 'update',
      action: 'delete',
      asks: false,
    },
    {
      name: 'update asks on an archive (a status change)',
      explain: 'update',
      action: 'archive',
      asks: true,
    },
    { name: 'always asks on a delete', explain: 'always', action: 'delete', asks: true },
    { name: 'an unknown value never asks', explain: 'sometimes', action: 'create', asks: false },
  ];
  for (const one of cases) {
    test(`${one.name}`, () => {
      const archive = one.action === 'archive';
      const subject = archive ? POSTS : ARTICLES;
      const records = [
        record({
          collection: subject.name,
          create: 'full',
          update: 'full',
          delete: 'full',
          explain: one.explain,
        }),
      ];
      const stored = archive ? { owner: ME, status: 'draft' } : { owner: ME };
      const client =
        one.action === 'create'
          ? createNeedsComment(grants(records), subject, {})
          : one.action === 'update'
            ? updateNeedsComment(grants(records), subject, stored)
            : deleteNeedsComment(grants(records), subject, stored);
      assert.equal(client, one.asks, 'admin');
      const judge = service(records);
      const info = serverInfo(subject);
      const attempt = (comment?: string) =>
        outcome(() =>
          one.action === 'create'
            ? judge.assertCanCreate(info, { title: 'x' }, comment)
            : one.action === 'update'
              ? judge.assertCanUpdate(info, stored, { title: 'x' }, comment)
              : archive
                ? judge.assertCanUpdate(info, stored, { status: 'deleted' }, comment)
                : judge.assertCanDelete(info, stored, comment),
        );
      assert.equal(attempt() !== 'ok', one.asks, 'server without a comment');
      assert.equal(attempt('Because.'), 'ok', 'server with a comment');
    });
  }

  test('a status move is judged on the rows of both statuses', () => {
    const records = [
      record({ collection: 'posts', status: 'draft', update: 'full' }),
      record({ collection: 'posts', status: 'published', update: 'full', explain: 'update' }),
    ];
    const stored = { owner: ME, status: 'draft' };
    assert.equal(updateNeedsComment(grants(records), POSTS, stored), false);
    assert.equal(updateNeedsComment(grants(records), POSTS, stored, 'published'), true);
    assert.equal(
      outcome(() =>
        service(records).assertCanUpdate(serverInfo(POSTS), stored, { status: 'published' }),
      ),
      10,
    );
  });
});
