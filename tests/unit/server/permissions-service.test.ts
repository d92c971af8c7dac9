// The permission decisions beyond the level matrix: parsing, workflow rows and field blacklists in
// read scopes, `$create` rows and status blacklists on writes, soft delete, explain, the special
// system collections, admins and the public role, and `/permissions/me`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  explainRequires,
  parseCommentLevel,
  parseCsv,
  parseExplain,
  parseLevel,
} from '../../../server/services/permissions/levels.js';
import { usesRoleLevel } from '../../../server/services/permissions/load-permissions.js';
import { toPermissionRecord } from '../../../server/services/permissions/permission-rows.js';
import { PermissionService } from '../../../server/services/permissions/permission-service.js';
import { UNRESTRICTED_READ } from '../../../server/services/permissions/read-scope.js';
import {
  ADMIN,
  ARTICLES,
  failure,
  MATE,
  ME,
  NOTES,
  outcome,
  PAGES,
  POSTS,
  PUBLIC,
  ROLE,
  record,
  STRANGER,
  service,
  system,
  visible,
} from './permissions-fixtures.js';

describe('parsing permission values', () => {
  it('parses CRUD levels strictly; NULL and unknown values are none', () => {
    assert.deepEqual(
      ['none', 'mine', 'role', 'full', null, undefined, 'FULL', 'read', 3].map(parseLevel),
      ['none', 'mine', 'role', 'full', 'none', 'none', 'none', 'none', 'none'],
    );
  });

  it('parses comment levels: NULL allows everything, unknown values deny', () => {
    assert.deepEqual(
      ['none', 'create', 'update', 'full', null, undefined, 'read', 'always'].map(
        parseCommentLevel,
      ),
      ['none', 'create', 'update', 'full', 'full', 'full', 'none', 'none'],
    );
  });

  it('parses explain values and knows which writes they cover', () => {
    assert.deepEqual(['none', 'create', 'update', 'always', null, 'delete'].map(parseExplain), [
      'none',
      'create',
      'update',
      'always',
      'none',
      'none',
    ]);
    assert.equal(explainRequires('always', 'delete'), true);
    assert.equal(explainRequires('update', 'update'), true);
    assert.equal(explainRequires('update', 'create'), false);
    assert.equal(explainRequires('create', 'delete'), false);
  });

  it('parses CSV blacklists, trimming and dropping empty entries', () => {
    assert.deepEqual(parseCsv(' a, b,,a ,'), ['a', 'b']);
    assert.deepEqual(parseCsv(null), []);
    assert.deepEqual(parseCsv(''), []);
    assert.deepEqual(parseCsv(['x', ' y ']), ['x', 'y']);
  });

  it('turns a database row into the v8 record', () => {
    assert.deepEqual(
      toPermissionRecord({
        id: '7',
        collection: 'posts',
        role: '3',
        status: null,
        create: 'full',
        read: 'mine',
        update: null,
        delete: 'none',
        comment: null,
        explain: 'none',
        read_field_blacklist: 'body,secret',
        write_field_blacklist: null,
        status_blacklist: '',
      }),
      {
        id: 7,
        collection: 'posts',
        role: 3,
        status: null,
        create: 'full',
        read: 'mine',
        update: null,
        delete: 'none',
        comment: null,
        explain: 'none',
        read_field_blacklist: ['body', 'secret'],
        write_field_blacklist: [],
        status_blacklist: [],
      },
    );
  });

  it('asks for the role members only when a row uses the role level', () => {
    assert.equal(usesRoleLevel([record({ collection: 'a', read: 'full', update: 'mine' })]), false);
    assert.equal(usesRoleLevel([record({ collection: 'a', delete: 'role' })]), true);
    // create has no owner: a role create level needs no members
    assert.equal(usesRoleLevel([record({ collection: 'a', create: 'role' })]), false);
  });
});

describe('read scopes', () => {
  it('gives admins the unrestricted scope whatever their rows say', () => {
    const permissions = service([record({ collection: 'notes', read: 'none' })], ADMIN);
    assert.deepEqual(permissions.readScope(NOTES), UNRESTRICTED_READ);
    assert.equal(permissions.canReadAtAll(NOTES), true);
    assert.equal(permissions.readableStatuses(POSTS), 'all');
  });

  it('answers E3/401 "Unauthorized request" to public callers with nothing readable', () => {
    const permissions = service([], PUBLIC);
    assert.deepEqual(
      failure(() => permissions.assertCanReadAtAll(ARTICLES)),
      { code: 3, status: 401, message: 'Unauthorized request' },
    );
  });

  it('answers E300/403 to signed-in callers with nothing readable', () => {
    const permissions = service([record({ collection: 'articles', create: 'full' })]);
    assert.deepEqual(
      failure(() => permissions.assertCanReadAtAll(ARTICLES)),
      { code: 300, status: 403, message: 'Reading items from "articles" collection was denied' },
    );
  });

  it('lets the public role read what its rows allow', () => {
    const permissions = service([record({ collection: 'articles', read: 'full' })], PUBLIC);
    assert.equal(
      outcome(() => permissions.assertCanReadAtAll(ARTICLES)),
      'ok',
    );
    assert.equal(permissions.readScope(ARTICLES).rows, 'all');
  });

  it('scopes mine and role reads on the owner field', () => {
    const mine = service([record({ collection: 'articles', read: 'mine' })]).readScope(ARTICLES);
    assert.deepEqual(mine, {
      rows: [{ ownerIn: [ME] }],
      fieldBlacklist: [],
      fieldBlacklistByStatus: {},
      ownerField: 'owner',
    });
    const role = service([record({ collection: 'articles', read: 'role' })]).readScope(ARTICLES);
    assert.deepEqual(role.rows, [{ ownerIn: [ME, MATE] }]);
  });

  it('returns no rows (data: []) for mine reads of a status collection without owner field', () => {
    const permissions = service([record({ collection: 'pages', read: 'mine' })]);
    assert.equal(
      outcome(() => permissions.assertCanReadAtAll(PAGES)),
      'ok',
    );
    assert.deepEqual(permissions.readScope(PAGES).rows, []);
  });

  it('fails (E300) below full on a collection with neither owner nor status field', () => {
    const permissions = service([record({ collection: 'notes', read: 'role' })]);
    assert.equal(
      outcome(() => permissions.assertCanReadAtAll(NOTES)),
      300,
    );
  });

  it('fails (E300) when workflow rows exist on a collection without status field', () => {
    const permissions = service([
      record({ collection: 'articles', status: 'draft', read: 'full' }),
    ]);
    assert.equal(permissions.canReadAtAll(ARTICLES), false);
    assert.equal(
      outcome(() => permissions.assertCanReadAtAll(ARTICLES)),
      300,
    );
    assert.deepEqual(permissions.readScope(ARTICLES).rows, []);
  });

  it('uses one rule per readable status and ignores the collection-wide row', () => {
    const permissions = service([
      record({ collection: 'posts', read: 'full' }),
      record({ collection: 'posts', status: 'published', read: 'full' }),
      record({ collection: 'posts', status: 'draft', read: 'mine' }),
      record({ collection: 'posts', status: 'deleted', read: 'none' }),
    ]);
    const scope = permissions.readScope(POSTS);
    assert.deepEqual(scope.rows, [{ status: 'published' }, { status: 'draft', ownerIn: [ME] }]);
    assert.equal(scope.ownerField, 'owner');
    assert.deepEqual(permissions.readableStatuses(POSTS), ['published', 'draft']);
    assert.equal(visible(scope, POSTS, { status: 'deleted', owner: ME }), false);
    assert.equal(visible(scope, POSTS, { status: 'draft', owner: STRANGER }), false);
    assert.equal(visible(scope, POSTS, { status: 'published', owner: STRANGER }), true);
  });

  it('skips mine statuses when there is no owner field', () => {
    const permissions = service([
      record({ collection: 'pages', status: 'published', read: 'full' }),
      record({ collection: 'pages', status: 'draft', read: 'mine' }),
    ]);
    assert.deepEqual(permissions.readScope(PAGES).rows, [{ status: 'published' }]);
    assert.equal(permissions.readScope(PAGES).ownerField, undefined);
    assert.deepEqual(permissions.readableStatuses(PAGES), ['published']);
  });

  it('ignores $-prefixed status rows for reads and for workflow mode', () => {
    const permissions = service([
      record({ collection: 'posts', read: 'full' }),
      record({ collection: 'posts', status: '$create', read: 'none', create: 'full' }),
    ]);
    assert.equal(permissions.readScope(POSTS).rows, 'all');
    assert.equal(permissions.readableStatuses(POSTS), 'all');
  });

  it('treats an empty status like NULL (collection-wide), as the admin app does', () => {
    const permissions = service([record({ collection: 'posts', status: '', read: 'full' })]);
    assert.equal(permissions.readScope(POSTS).rows, 'all');
    assert.equal(permissions.myPermissions()[0].status, '');
  });

  it('keeps the first row when a status has two', () => {
    const permissions = service([
      record({ collection: 'posts', status: 'draft', read: 'full' }),
      record({ collection: 'posts', status: 'draft', read: 'none' }),
    ]);
    assert.deepEqual(permissions.readScope(POSTS).rows, [{ status: 'draft' }]);
  });

  it('reports readable statuses as all without workflow rows and none when unreadable', () => {
    assert.equal(
      service([record({ collection: 'posts', read: 'mine' })]).readableStatuses(POSTS),
      'all',
    );
    assert.deepEqual(service([]).readableStatuses(POSTS), []);
  });

  it('carries the collection-wide read blacklist', () => {
    const permissions = service([
      record({ collection: 'articles', read: 'full', read_field_blacklist: ['secret', 'notes'] }),
    ]);
    assert.deepEqual(permissions.readScope(ARTICLES).fieldBlacklist, ['secret', 'notes']);
  });

  it('splits workflow blacklists into everywhere-hidden and per-status fields', () => {
    const permissions = service([
      record({
        collection: 'posts',
        status: 'published',
        read: 'full',
        read_field_blacklist: ['secret', 'notes'],
      }),
      record({
        collection: 'posts',
        status: 'draft',
        read: 'mine',
        read_field_blacklist: ['secret', 'budget'],
      }),
      // not readable: its blacklist does not count
      record({ collection: 'posts', status: 'deleted', read: 'none', read_field_blacklist: [] }),
    ]);
    const scope = permissions.readScope(POSTS);
    assert.deepEqual(scope.fieldBlacklist, ['secret']);
    assert.deepEqual(scope.fieldBlacklistByStatus, { published: ['notes'], draft: ['budget'] });
  });

  it('refuses selecting (E304) and filtering on (E215) a field hidden everywhere', () => {
    const permissions = service([
      record({ collection: 'articles', read: 'full', read_field_blacklist: ['secret'] }),
    ]);
    assert.deepEqual(
      failure(() => permissions.assertCanSelect(ARTICLES, 'secret')),
      {
        code: 304,
        status: 403,
        message: 'Reading "secret" field in "articles" collection was denied',
      },
    );
    assert.equal(
      outcome(() => permissions.assertCanFilterOn(ARTICLES, 'secret')),
      215,
    );
    assert.equal(
      outcome(() => permissions.assertCanSelect(ARTICLES, 'title')),
      'ok',
    );
    assert.equal(
      outcome(() => permissions.assertCanFilterOn(ARTICLES, 'title')),
      'ok',
    );
  });

  it('lets fields hidden in only some statuses be selected and filtered (rows are stripped)', () => {
    const permissions = service([
      record({ collection: 'posts', status: 'published', read: 'full' }),
      record({
        collection: 'posts',
        status: 'draft',
        read: 'full',
        read_field_blacklist: ['budget'],
      }),
    ]);
    assert.equal(
      outcome(() => permissions.assertCanSelect(POSTS, 'budget')),
      'ok',
    );
    assert.equal(
      outcome(() => permissions.assertCanFilterOn(POSTS, 'budget')),
      'ok',
    );
  });

  it('refuses traversing into an unreadable related collection (E215)', () => {
    const permissions = service([record({ collection: 'articles', read: 'full' })]);
    assert.equal(
      outcome(() => permissions.assertCanTraverse(ARTICLES, 'article')),
      'ok',
    );
    assert.deepEqual(
      failure(() => permissions.assertCanTraverse(NOTES, 'note')),
      { code: 215, status: 403, message: 'Unable to access "note" related data' },
    );
  });
});

describe('read scoping of system collections', () => {
  it('limits directus_roles to the caller role (mine and role levels)', () => {
    for (const read of ['mine', 'role']) {
      const scope = service([record({ collection: 'directus_roles', read })]).readScope(
        system('directus_roles'),
      );
      assert.deepEqual(scope.rows, [{ ownerIn: [ROLE] }], read);
      assert.equal(scope.ownerField, 'id');
    }
  });

  it('limits directus_permissions to the rows of the caller role', () => {
    const scope = service([record({ collection: 'directus_permissions', read: 'mine' })]).readScope(
      system('directus_permissions'),
    );
    assert.deepEqual(scope.rows, [{ ownerIn: [ROLE] }]);
    assert.equal(scope.ownerField, 'role');
  });

  it('limits directus_activity to the caller own actions (fixed quirk 8), role to the role', () => {
    const mine = service([record({ collection: 'directus_activity', read: 'mine' })]).readScope(
      system('directus_activity'),
    );
    assert.deepEqual(mine.rows, [{ ownerIn: [ME] }]);
    assert.equal(mine.ownerField, 'action_by');
    const role = service([record({ collection: 'directus_activity', read: 'role' })]).readScope(
      system('directus_activity'),
    );
    assert.deepEqual(role.rows, [{ ownerIn: [ME, MATE] }]);
  });

  it('scopes directus_users on id, per status as seeded for new roles', () => {
    const users = system('directus_users', {
      statusField: 'status',
      statuses: ['draft', 'invited', 'active', 'suspended', 'deleted'],
      softDeleteStatuses: ['deleted'],
      defaultStatus: 'draft',
    });
    const seeded = service([
      record({ collection: 'directus_users', status: 'active', read: 'full' }),
      record({ collection: 'directus_users', status: 'draft', read: 'none' }),
    ]);
    assert.deepEqual(seeded.readScope(users).rows, [{ status: 'active' }]);
    const mine = service([record({ collection: 'directus_users', read: 'mine' })]).readScope(users);
    assert.deepEqual(mine.rows, [{ ownerIn: [ME] }]);
    assert.equal(mine.ownerField, 'id');
  });

  it('scopes directus_files on uploaded_by even when the caller names no owner field', () => {
    const scope = service([record({ collection: 'directus_files', read: 'mine' })]).readScope(
      system('directus_files'),
    );
    assert.deepEqual(scope.rows, [{ ownerIn: [ME] }]);
    assert.equal(scope.ownerField, 'uploaded_by');
  });

  it('needs full for other system collections without owner (directus_settings)', () => {
    const permissions = service([record({ collection: 'directus_settings', read: 'mine' })]);
    assert.equal(
      outcome(() => permissions.assertCanReadAtAll(system('directus_settings'))),
      300,
    );
  });
});

describe('create', () => {
  it('uses the payload status, else the default status, in workflow mode', () => {
    const permissions = service([
      record({ collection: 'posts', status: 'draft', create: 'full' }),
      record({ collection: 'posts', status: 'published', create: 'none' }),
    ]);
    assert.equal(
      outcome(() => permissions.assertCanCreate(POSTS, { title: 'x' })),
      'ok',
    );
    assert.equal(
      outcome(() => permissions.assertCanCreate(POSTS, { title: 'x', status: 'draft' })),
      'ok',
    );
    assert.deepEqual(
      failure(() => permissions.assertCanCreate(POSTS, { status: 'published' })),
      { code: 301, status: 403, message: 'Creating item to "posts" collection was denied' },
    );
    // a status without a row grants nothing
    assert.equal(
      outcome(() => permissions.assertCanCreate(POSTS, { status: 'archived' })),
      301,
    );
  });

  it('lets a $create status_blacklist refuse statuses (E301)', () => {
    const permissions = service([
      record({ collection: 'posts', status: 'draft', create: 'full' }),
      record({ collection: 'posts', status: 'published', create: 'full' }),
      record({ collection: 'posts', status: '$create', status_blacklist: ['published'] }),
    ]);
    assert.equal(
      outcome(() => permissions.assertCanCreate(POSTS, { status: 'draft' })),
      'ok',
    );
    assert.deepEqual(
      failure(() => permissions.assertCanCreate(POSTS, { status: 'published' })),
      {
        code: 301,
        status: 403,
        message: 'Creating items with status "published" in "posts" collection was denied',
      },
    );
  });

  it('applies the default status to the $create status_blacklist', () => {
    const permissions = service([
      record({ collection: 'posts', status: 'draft', create: 'full' }),
      record({ collection: 'posts', status: '$create', status_blacklist: ['draft'] }),
    ]);
    assert.equal(
      outcome(() => permissions.assertCanCreate(POSTS, { title: 'x' })),
      301,
    );
  });

  it('does not take the create level from the $create row', () => {
    const permissions = service([
      record({ collection: 'posts', status: 'draft', create: 'none' }),
      record({ collection: 'posts', status: '$create', create: 'full' }),
    ]);
    assert.equal(
      outcome(() => permissions.assertCanCreate(POSTS, { status: 'draft' })),
      301,
    );
  });

  it('applies the collection-wide status_blacklist without workflow rows', () => {
    const permissions = service([
      record({ collection: 'posts', create: 'full', status_blacklist: ['published'] }),
    ]);
    assert.equal(
      outcome(() => permissions.assertCanCreate(POSTS, { status: 'draft' })),
      'ok',
    );
    assert.equal(
      outcome(() => permissions.assertCanCreate(POSTS, { status: 'published' })),
      301,
    );
  });

  it('refuses statuses outside the mapping (E301), admins excepted', () => {
    const permissions = service([record({ collection: 'posts', create: 'full' })]);
    assert.deepEqual(
      failure(() => permissions.assertCanCreate(POSTS, { status: 'archived' })),
      {
        code: 301,
        status: 403,
        message: '"archived" is not a status of "posts" collection',
      },
    );
    assert.equal(
      outcome(() => service([], ADMIN).assertCanCreate(POSTS, { status: 'archived' })),
      'ok',
    );
  });

  it('accepts a schema model descriptor with null for missing fields', () => {
    const permissions = service([record({ collection: 'notes', create: 'full' })]);
    const descriptor = {
      name: 'notes',
      statusField: null,
      ownerField: null,
      defaultStatus: null,
      statuses: [],
      softDeleteStatuses: [],
    };
    assert.equal(
      outcome(() => permissions.assertCanCreate(descriptor, { status: 'x' })),
      'ok',
    );
  });

  it('refuses write-blacklisted fields of the status row and of the $create row (E305)', () => {
    const permissions = service([
      record({
        collection: 'posts',
        status: 'draft',
        create: 'full',
        write_field_blacklist: ['featured'],
      }),
      record({ collection: 'posts', status: '$create', write_field_blacklist: ['slug'] }),
    ]);
    assert.equal(
      outcome(() => permissions.assertCanCreate(POSTS, { title: 'x' })),
      'ok',
    );
    assert.deepEqual(
      failure(() => permissions.assertCanCreate(POSTS, { title: 'x', featured: true })),
      {
        code: 305,
        status: 403,
        message: 'Write access to "featured" field in "posts" collection was denied',
      },
    );
    assert.equal(
      outcome(() => permissions.assertCanCreate(POSTS, { slug: 'x' })),
      305,
    );
  });

  it('refuses write-blacklisted fields on a collection-wide row', () => {
    const permissions = service([
      record({ collection: 'articles', create: 'mine', write_field_blacklist: ['owner'] }),
    ]);
    assert.equal(
      outcome(() => permissions.assertCanCreate(ARTICLES, { owner: STRANGER })),
      305,
    );
  });

  it('requires a comment when explain is create or always (E10)', () => {
    for (const explain of ['create', 'always']) {
      const permissions = service([record({ collection: 'articles', create: 'full', explain })]);
      assert.deepEqual(
        failure(() => permissions.assertCanCreate(ARTICLES, { title: 'x' })),
        {
          code: 10,
          status: 403,
          message: 'Activity comment required for collection: articles',
        },
        explain,
      );
      assert.equal(
        outcome(() => permissions.assertCanCreate(ARTICLES, {}, '  ')),
        10,
      );
      assert.equal(
        outcome(() => permissions.assertCanCreate(ARTICLES, {}, 'why')),
        'ok',
      );
    }
    const onUpdate = service([
      record({ collection: 'articles', create: 'full', explain: 'update' }),
    ]);
    assert.equal(
      outcome(() => onUpdate.assertCanCreate(ARTICLES, {})),
      'ok',
    );
  });

  it('checks the level before the field blacklist and the comment', () => {
    const permissions = service([
      record({
        collection: 'articles',
        create: 'none',
        explain: 'always',
        write_field_blacklist: ['title'],
      }),
    ]);
    assert.equal(
      outcome(() => permissions.assertCanCreate(ARTICLES, { title: 'x' })),
      301,
    );
  });
});

describe('update', () => {
  const draft = { id: 1, status: 'draft', owner: ME };

  it('answers E302 for a missing item to non-admins and E203 to admins', () => {
    const permissions = service([record({ collection: 'posts', update: 'full' })]);
    assert.deepEqual(
      failure(() => permissions.assertCanUpdate(POSTS, null, {})),
      {
        code: 302,
        status: 403,
        message: 'Updating item from "posts" collection was denied',
      },
    );
    assert.equal(
      outcome(() => service([], ADMIN).assertCanUpdate(POSTS, undefined, {})),
      203,
    );
  });

  it('refuses updating a soft-deleted item even with full update (E302)', () => {
    const permissions = service([record({ collection: 'posts', update: 'full', delete: 'full' })]);
    const deleted = { id: 1, status: 'deleted', owner: ME };
    assert.equal(
      outcome(() => permissions.assertCanUpdate(POSTS, deleted, { title: 'x' })),
      302,
    );
  });

  it('judges moving to a soft-delete status as a delete (E303)', () => {
    const canDelete = service([record({ collection: 'posts', update: 'none', delete: 'mine' })]);
    assert.equal(
      outcome(() => canDelete.assertCanUpdate(POSTS, draft, { status: 'deleted' })),
      'ok',
    );
    const cannot = service([record({ collection: 'posts', update: 'full', delete: 'none' })]);
    assert.deepEqual(
      failure(() => cannot.assertCanUpdate(POSTS, draft, { status: 'deleted' })),
      {
        code: 303,
        status: 403,
        message: 'Deleting item from "posts" collection was denied',
      },
    );
  });

  it('uses the row of the item current status, not the target status', () => {
    const permissions = service([
      record({ collection: 'posts', status: 'draft', update: 'full' }),
      record({ collection: 'posts', status: 'published', update: 'none' }),
    ]);
    assert.equal(
      outcome(() => permissions.assertCanUpdate(POSTS, draft, { status: 'published' })),
      'ok',
    );
    const published = { id: 2, status: 'published', owner: ME };
    assert.equal(
      outcome(() => permissions.assertCanUpdate(POSTS, published, { status: 'draft' })),
      302,
    );
  });

  it('refuses moving into a status of the current row status_blacklist (E302)', () => {
    const permissions = service([
      record({
        collection: 'posts',
        status: 'draft',
        update: 'full',
        status_blacklist: ['published'],
      }),
      record({ collection: 'posts', status: 'published', update: 'full' }),
    ]);
    assert.deepEqual(
      failure(() => permissions.assertCanUpdate(POSTS, draft, { status: 'published' })),
      {
        code: 302,
        status: 403,
        message: 'Moving items of "posts" collection to status "published" was denied',
      },
    );
    // staying in the status, or saving other fields, is fine
    assert.equal(
      outcome(() => permissions.assertCanUpdate(POSTS, draft, { status: 'draft' })),
      'ok',
    );
    assert.equal(
      outcome(() => permissions.assertCanUpdate(POSTS, draft, { title: 'y' })),
      'ok',
    );
  });

  it('refuses moving to a status outside the mapping (E302)', () => {
    const permissions = service([record({ collection: 'posts', update: 'full' })]);
    assert.deepEqual(
      failure(() => permissions.assertCanUpdate(POSTS, draft, { status: 'gone' })),
      {
        code: 302,
        status: 403,
        message: '"gone" is not a status of "posts" collection',
      },
    );
    // an item already in an unmapped status can still be saved without moving it
    const legacy = { id: 9, status: 'legacy', owner: ME };
    assert.equal(
      outcome(() => permissions.assertCanUpdate(POSTS, legacy, { title: 'x' })),
      'ok',
    );
  });

  it('applies a status_blacklist to soft deletes too', () => {
    const permissions = service([
      record({
        collection: 'posts',
        update: 'full',
        delete: 'full',
        status_blacklist: ['deleted'],
      }),
    ]);
    assert.equal(
      outcome(() => permissions.assertCanUpdate(POSTS, draft, { status: 'deleted' })),
      302,
    );
  });

  it('refuses write-blacklisted fields of the current and the target status rows (E305)', () => {
    const permissions = service([
      record({
        collection: 'posts',
        status: 'draft',
        update: 'full',
        write_field_blacklist: ['slug'],
      }),
      record({
        collection: 'posts',
        status: 'published',
        update: 'full',
        write_field_blacklist: ['featured'],
      }),
    ]);
    assert.equal(
      outcome(() => permissions.assertCanUpdate(POSTS, draft, { slug: 'x' })),
      305,
    );
    assert.equal(
      outcome(() => permissions.assertCanUpdate(POSTS, draft, { featured: 1 })),
      'ok',
    );
    assert.equal(
      outcome(() =>
        permissions.assertCanUpdate(POSTS, draft, { status: 'published', featured: 1 }),
      ),
      305,
    );
  });

  it('requires a comment when explain is update or always (E10)', () => {
    for (const explain of ['update', 'always']) {
      const permissions = service([record({ collection: 'articles', update: 'full', explain })]);
      const item = { id: 1, owner: STRANGER };
      assert.equal(
        outcome(() => permissions.assertCanUpdate(ARTICLES, item, {})),
        10,
        explain,
      );
      assert.equal(
        outcome(() => permissions.assertCanUpdate(ARTICLES, item, {}, 'ok')),
        'ok',
      );
    }
    const onCreate = service([
      record({ collection: 'articles', update: 'full', explain: 'create' }),
    ]);
    assert.equal(
      outcome(() => onCreate.assertCanUpdate(ARTICLES, { id: 1 }, {})),
      'ok',
    );
  });

  it('treats an item without owner as somebody else own (needs full)', () => {
    const permissions = service([record({ collection: 'articles', update: 'role' })]);
    assert.equal(
      outcome(() => permissions.assertCanUpdate(ARTICLES, { id: 1, owner: null }, {})),
      302,
    );
  });

  it('accepts owner ids stored as strings', () => {
    const permissions = service([record({ collection: 'articles', update: 'mine' })]);
    assert.equal(
      outcome(() => permissions.assertCanUpdate(ARTICLES, { id: 1, owner: String(ME) }, {})),
      'ok',
    );
  });
});

describe('delete', () => {
  it('answers E203 for a missing item', () => {
    const permissions = service([record({ collection: 'articles', delete: 'full' })]);
    assert.deepEqual(
      failure(() => permissions.assertCanDelete(ARTICLES, null)),
      {
        code: 203,
        status: 404,
        message: 'Item not found',
      },
    );
  });

  it('uses the row of the item status', () => {
    const permissions = service([
      record({ collection: 'posts', status: 'draft', delete: 'full' }),
      record({ collection: 'posts', status: 'published', delete: 'none' }),
    ]);
    const item = (status: string) => ({ id: 1, status, owner: STRANGER });
    assert.equal(
      outcome(() => permissions.assertCanDelete(POSTS, item('draft'))),
      'ok',
    );
    assert.equal(
      outcome(() => permissions.assertCanDelete(POSTS, item('published'))),
      303,
    );
  });

  it('requires a comment only when explain is always', () => {
    const always = service([record({ collection: 'notes', delete: 'full', explain: 'always' })]);
    assert.equal(
      outcome(() => always.assertCanDelete(NOTES, { id: 1 })),
      10,
    );
    assert.equal(
      outcome(() => always.assertCanDelete(NOTES, { id: 1 }, 'cleanup')),
      'ok',
    );
    const update = service([record({ collection: 'notes', delete: 'full', explain: 'update' })]);
    assert.equal(
      outcome(() => update.assertCanDelete(NOTES, { id: 1 })),
      'ok',
    );
  });
});

describe('own rows of system collections without owner field', () => {
  const users = system('directus_users', {
    statusField: 'status',
    statuses: ['draft', 'invited', 'active', 'suspended', 'deleted'],
    softDeleteStatuses: ['deleted'],
    defaultStatus: 'draft',
  });
  // as seeded for a new role (§8.3)
  const seeded = service([
    record({
      collection: 'directus_users',
      status: 'active',
      read: 'full',
      update: 'mine',
      delete: 'mine',
    }),
    record({
      collection: 'directus_collection_presets',
      create: 'full',
      read: 'full',
      update: 'mine',
      delete: 'mine',
    }),
  ]);
  const user = (id: number) => ({ id, status: 'active', role: ROLE });

  it('lets users update their own directus_users row with mine', () => {
    assert.equal(
      outcome(() => seeded.assertCanUpdate(users, user(ME), { first_name: 'A' })),
      'ok',
    );
  });

  it('refuses other users rows, role-mates included, below full', () => {
    assert.equal(
      outcome(() => seeded.assertCanUpdate(users, user(MATE), { first_name: 'A' })),
      302,
    );
    assert.equal(
      outcome(() => seeded.assertCanUpdate(users, user(STRANGER), {})),
      302,
    );
    const role = service([
      record({ collection: 'directus_users', status: 'active', update: 'role' }),
    ]);
    assert.equal(
      outcome(() => role.assertCanUpdate(users, user(MATE), {})),
      302,
    );
  });

  it('does not let users delete their own account with mine', () => {
    assert.equal(
      outcome(() => seeded.assertCanDelete(users, user(ME))),
      303,
    );
  });

  it('lets users update and delete their own presets with mine, not others', () => {
    const presets = system('directus_collection_presets');
    const own = { id: 1, user: ME, collection: 'posts' };
    const roleScoped = { id: 2, user: null, role: ROLE, collection: 'posts' };
    const others = { id: 3, user: MATE, collection: 'posts' };
    assert.equal(
      outcome(() => seeded.assertCanUpdate(presets, own, { title: 'x' })),
      'ok',
    );
    assert.equal(
      outcome(() => seeded.assertCanDelete(presets, own)),
      'ok',
    );
    assert.equal(
      outcome(() => seeded.assertCanUpdate(presets, roleScoped, {})),
      302,
    );
    assert.equal(
      outcome(() => seeded.assertCanDelete(presets, others)),
      303,
    );
  });
});

describe('public role writes', () => {
  it('never owns an item: mine does not cover items created anonymously (user 0)', () => {
    const permissions = service(
      [record({ collection: 'articles', update: 'mine', delete: 'mine', comment: 'update' })],
      PUBLIC,
    );
    const anonymous = { id: 1, owner: 0 };
    assert.equal(
      outcome(() => permissions.assertCanUpdate(ARTICLES, anonymous, {})),
      302,
    );
    assert.equal(
      outcome(() => permissions.assertCanDelete(ARTICLES, anonymous)),
      303,
    );
    assert.equal(
      outcome(() => permissions.assertCanEditComment(ARTICLES, anonymous)),
      211,
    );
  });

  it('may still write with full', () => {
    const permissions = service(
      [record({ collection: 'articles', create: 'full', update: 'full' })],
      PUBLIC,
    );
    assert.equal(
      outcome(() => permissions.assertCanCreate(ARTICLES, { title: 'x' })),
      'ok',
    );
    assert.equal(
      outcome(() => permissions.assertCanUpdate(ARTICLES, { id: 1, owner: 0 }, {})),
      'ok',
    );
  });
});

describe('admins', () => {
  const restrictive = [
    record({
      collection: 'posts',
      status: 'draft',
      explain: 'always',
      write_field_blacklist: ['title'],
      read_field_blacklist: ['title'],
      status_blacklist: ['published'],
      comment: 'none',
    }),
    record({ collection: 'posts', status: '$create', status_blacklist: ['draft'] }),
  ];
  const admin = service(restrictive, ADMIN);
  const item = { id: 1, status: 'deleted', owner: STRANGER };

  it('bypass levels, blacklists, status restrictions and explain', () => {
    assert.equal(
      outcome(() => admin.assertCanCreate(POSTS, { title: 'x' })),
      'ok',
    );
    assert.equal(
      outcome(() => admin.assertCanUpdate(POSTS, item, { status: 'published', title: 'y' })),
      'ok',
    );
    assert.equal(
      outcome(() => admin.assertCanDelete(POSTS, item)),
      'ok',
    );
    assert.equal(
      outcome(() => admin.assertCanSelect(POSTS, 'title')),
      'ok',
    );
    assert.equal(
      outcome(() => admin.assertCanFilterOn(POSTS, 'title')),
      'ok',
    );
    assert.equal(
      outcome(() => admin.assertCanComment(POSTS, item)),
      'ok',
    );
    assert.equal(
      outcome(() => admin.assertCanDeleteComment(POSTS, item)),
      'ok',
    );
    assert.equal(admin.can('delete', 'posts'), true);
  });

  it('still get E203 for a missing item', () => {
    assert.equal(
      outcome(() => admin.assertCanDelete(POSTS, null)),
      203,
    );
  });
});

describe('coarse checks (files, field DDL)', () => {
  const permissions = service([
    record({ collection: 'directus_files', create: 'full', update: 'mine', delete: 'none' }),
    record({ collection: 'posts', status: 'draft', create: 'none' }),
    record({ collection: 'posts', status: 'published', create: 'mine' }),
  ]);

  it('answers whether an action is granted at least mine', () => {
    assert.equal(permissions.can('create', 'directus_files'), true);
    assert.equal(permissions.can('update', 'directus_files'), true);
    assert.equal(permissions.can('delete', 'directus_files'), false);
    assert.equal(permissions.can('read', 'directus_fields'), false);
  });

  it('takes any status row when no status is given, else that status row', () => {
    assert.equal(permissions.can('create', 'posts'), true);
    assert.equal(permissions.can('create', 'posts', 'draft'), false);
    assert.equal(permissions.can('create', 'posts', 'published'), true);
  });
});

describe('/permissions/me', () => {
  const rows = [
    record({ collection: 'posts', status: 'draft', read: 'full', read_field_blacklist: ['a'] }),
    record({ collection: 'posts', status: '$create', status_blacklist: ['published'] }),
    record({ collection: 'articles', read: 'mine', comment: null }),
  ];
  const permissions = service(rows);

  it('returns every row of the role, $create rows included, in the v8 shape', () => {
    assert.deepEqual(permissions.myPermissions(), rows);
    assert.deepEqual(Object.keys(permissions.myPermissions()[0]).sort(), [
      'collection',
      'comment',
      'create',
      'delete',
      'explain',
      'id',
      'read',
      'read_field_blacklist',
      'role',
      'status',
      'status_blacklist',
      'update',
      'write_field_blacklist',
    ]);
  });

  it('hands out copies: changing them does not change the decisions', () => {
    permissions.myPermissions()[2].read = 'full';
    permissions.myPermissions()[2].read_field_blacklist.push('x');
    assert.equal(permissions.myPermissions()[2].read, 'mine');
    assert.deepEqual(permissions.myPermissions()[2].read_field_blacklist, []);
  });

  it('returns an array for a collection with status rows, else the row or []', () => {
    assert.deepEqual(permissions.myPermissionsFor('posts'), rows.slice(0, 2));
    assert.deepEqual(permissions.myPermissionsFor('articles'), rows[2]);
    assert.deepEqual(permissions.myPermissionsFor('notes'), []);
  });

  it('is empty for admins', () => {
    assert.deepEqual(new PermissionService(ADMIN, []).myPermissions(), []);
  });
});
