// The permission matrix of contract §9: every CRUD level × operation × owner situation, on a
// collection-wide row and on workflow (status) rows, plus the comment levels of §9.6. Each case
// states the exact outcome: 'ok' or the v8 error code.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LEVELS, type Level } from '../../../server/services/permissions/levels.js';
import type { PermissionRecord } from '../../../server/services/permissions/permission-rows.js';
import type { CollectionInfo } from '../../../server/services/permissions/permission-service.js';
import {
  ARTICLES,
  NOTES,
  OWNER_OF,
  OWNER_SITUATIONS,
  type OwnerSituation,
  outcome,
  POSTS,
  record,
  service,
  visible,
} from './permissions-fixtures.js';

type Outcome = 'ok' | number;
type ByOwner = Record<OwnerSituation, Outcome>;

// Update/delete need: own item ≥ mine, same-role owner ≥ role, anyone else's item full (§9.4).
const UPDATE: Record<Level, ByOwner> = {
  none: { own: 302, role: 302, other: 302 },
  mine: { own: 'ok', role: 302, other: 302 },
  role: { own: 'ok', role: 'ok', other: 302 },
  full: { own: 'ok', role: 'ok', other: 'ok' },
};
const DELETE: Record<Level, ByOwner> = {
  none: { own: 303, role: 303, other: 303 },
  mine: { own: 'ok', role: 303, other: 303 },
  role: { own: 'ok', role: 'ok', other: 303 },
  full: { own: 'ok', role: 'ok', other: 'ok' },
};
// Create: any level from mine up (§9.4), whoever the payload names as owner.
const CREATE: Record<Level, Outcome> = { none: 301, mine: 'ok', role: 'ok', full: 'ok' };
// List reads: which items come back. With nothing readable at all the read fails (E300); in
// workflow mode another status stays readable, so `none` on the item's status only hides it.
const READ: Record<Level, Record<OwnerSituation, boolean> | 300> = {
  none: 300,
  mine: { own: true, role: false, other: false },
  role: { own: true, role: true, other: false },
  full: { own: true, role: true, other: true },
};

/** Rows granting `level` for every CRUD action. */
function crud(level: Level) {
  return { create: level, read: level, update: level, delete: level };
}

interface Setup {
  label: string;
  collection: CollectionInfo;
  /** Other rows keep the collection readable when the item's row grants nothing. */
  readableWithoutItemRow: boolean;
  records(level: Level): PermissionRecord[];
  item(owner: OwnerSituation): Record<string, unknown>;
}

const SETUPS: Setup[] = [
  {
    label: 'collection-wide row',
    collection: ARTICLES,
    readableWithoutItemRow: false,
    records: (level) => [record({ collection: 'articles', ...crud(level) })],
    item: (owner) => ({ id: 1, owner: OWNER_OF[owner] }),
  },
  {
    // The draft row decides for draft items; the collection-wide row (full) is ignored in
    // workflow mode and the published row (full) must not leak into draft decisions.
    label: 'workflow rows (item in draft)',
    collection: POSTS,
    readableWithoutItemRow: true,
    records: (level) => [
      record({ collection: 'posts', ...crud('full') }),
      record({ collection: 'posts', status: 'draft', ...crud(level) }),
      record({ collection: 'posts', status: 'published', ...crud('full') }),
      record({ collection: 'posts', status: 'deleted', ...crud('none') }),
    ],
    item: (owner) => ({ id: 1, status: 'draft', owner: OWNER_OF[owner] }),
  },
];

for (const setup of SETUPS) {
  describe(`permission matrix: ${setup.label}`, () => {
    for (const level of LEVELS) {
      const permissions = service(setup.records(level));

      it(`create with ${level} → ${CREATE[level]}`, () => {
        for (const owner of OWNER_SITUATIONS) {
          assert.equal(
            outcome(() =>
              permissions.assertCanCreate(setup.collection, { title: 'x', owner: OWNER_OF[owner] }),
            ),
            CREATE[level],
            `payload owner ${owner}`,
          );
        }
      });

      const read =
        READ[level] === 300 && setup.readableWithoutItemRow
          ? { own: false, role: false, other: false }
          : READ[level];
      if (read === 300) {
        it(`read with ${level} → 300`, () => {
          assert.equal(permissions.canReadAtAll(setup.collection), false);
          assert.equal(
            outcome(() => permissions.assertCanReadAtAll(setup.collection)),
            300,
          );
          assert.deepEqual(permissions.readScope(setup.collection).rows, []);
        });
      }

      for (const owner of OWNER_SITUATIONS) {
        const item = setup.item(owner);

        if (read !== 300) {
          it(`read ${owner} item with ${level} → ${read[owner] ? 'listed' : 'not listed'}`, () => {
            assert.equal(
              outcome(() => permissions.assertCanReadAtAll(setup.collection)),
              'ok',
            );
            const scope = permissions.readScope(setup.collection);
            assert.equal(visible(scope, setup.collection, item), read[owner]);
          });
        }

        it(`update ${owner} item with ${level} → ${UPDATE[level][owner]}`, () => {
          assert.equal(
            outcome(() => permissions.assertCanUpdate(setup.collection, item, { title: 'y' })),
            UPDATE[level][owner],
          );
        });

        it(`delete ${owner} item with ${level} → ${DELETE[level][owner]}`, () => {
          assert.equal(
            outcome(() => permissions.assertCanDelete(setup.collection, item)),
            DELETE[level][owner],
          );
        });

        if (setup.collection.softDeleteStatuses.length) {
          it(`soft-delete ${owner} item with ${level} → ${DELETE[level][owner]}`, () => {
            // Judged by the delete level alone: a full update level does not help, and the
            // update level under test with delete none always fails.
            const deleteOnly = service([
              record({ collection: 'posts', status: 'draft', update: 'full', delete: level }),
            ]);
            assert.equal(
              outcome(() =>
                deleteOnly.assertCanUpdate(setup.collection, item, { status: 'deleted' }),
              ),
              DELETE[level][owner],
            );
            const updateOnly = service([
              record({ collection: 'posts', status: 'draft', update: level, delete: 'none' }),
            ]);
            assert.equal(
              outcome(() =>
                updateOnly.assertCanUpdate(setup.collection, item, { status: 'deleted' }),
              ),
              303,
            );
          });
        }
      }
    }
  });
}

// The same matrix with `secret` read- and write-blacklisted on every row: a write naming it
// fails with E305 exactly where the level would have allowed it; reads refuse selecting it.
for (const setup of SETUPS) {
  describe(`permission matrix with field blacklists: ${setup.label}`, () => {
    const blacklisted = (level: Level) =>
      setup.records(level).map((row) => ({
        ...row,
        read_field_blacklist: ['secret'],
        write_field_blacklist: ['secret'],
      }));
    const orBlacklisted = (expected: Outcome): Outcome => (expected === 'ok' ? 305 : expected);

    for (const level of LEVELS) {
      const permissions = service(blacklisted(level));

      it(`create naming the field with ${level} → ${orBlacklisted(CREATE[level])}`, () => {
        assert.equal(
          outcome(() => permissions.assertCanCreate(setup.collection, { secret: 'x' })),
          orBlacklisted(CREATE[level]),
        );
        assert.equal(
          outcome(() => permissions.assertCanCreate(setup.collection, { title: 'x' })),
          CREATE[level],
        );
      });

      if (permissions.canReadAtAll(setup.collection)) {
        it(`select / filter on the field with ${level} → 304 / 215`, () => {
          assert.equal(
            outcome(() => permissions.assertCanSelect(setup.collection, 'secret')),
            304,
          );
          assert.equal(
            outcome(() => permissions.assertCanFilterOn(setup.collection, 'secret')),
            215,
          );
          assert.equal(
            outcome(() => permissions.assertCanSelect(setup.collection, 'title')),
            'ok',
          );
        });
      }

      for (const owner of OWNER_SITUATIONS) {
        const expected = orBlacklisted(UPDATE[level][owner]);
        it(`update ${owner} item naming the field with ${level} → ${expected}`, () => {
          const item = setup.item(owner);
          assert.equal(
            outcome(() => permissions.assertCanUpdate(setup.collection, item, { secret: 'y' })),
            expected,
          );
          assert.equal(
            outcome(() => permissions.assertCanUpdate(setup.collection, item, { title: 'y' })),
            UPDATE[level][owner],
          );
        });
      }
    }
  });
}

describe('permission matrix: no owner field', () => {
  // Without an owner field every item is somebody else's: only full reads, updates, deletes.
  for (const level of LEVELS) {
    const permissions = service([record({ collection: 'notes', ...crud(level) })]);
    const item = { id: 1, title: 'x' };
    const expected = level === 'full' ? 'ok' : undefined;

    it(`read with ${level} → ${expected ?? 300}`, () => {
      assert.equal(
        outcome(() => permissions.assertCanReadAtAll(NOTES)),
        expected ?? 300,
      );
      if (expected) assert.equal(permissions.readScope(NOTES).rows, 'all');
    });
    it(`update with ${level} → ${expected ?? 302}`, () => {
      assert.equal(
        outcome(() => permissions.assertCanUpdate(NOTES, item, {})),
        expected ?? 302,
      );
    });
    it(`delete with ${level} → ${expected ?? 303}`, () => {
      assert.equal(
        outcome(() => permissions.assertCanDelete(NOTES, item)),
        expected ?? 303,
      );
    });
  }
});

// §9.6: NULL = allowed; none and unknown values (the docs' `read`) deny.
const COMMENT_VALUES = ['none', 'create', 'update', 'full', null, 'read'] as const;
type CommentValue = (typeof COMMENT_VALUES)[number];
const COMMENT_CREATE: Record<string, Outcome> = {
  none: 210,
  create: 'ok',
  update: 'ok',
  full: 'ok',
  null: 'ok',
  read: 210,
};
// Editing/deleting: own item (or no owner field) ≥ update; anybody else's item full.
const COMMENT_EDIT_OWN: Record<string, boolean> = {
  none: false,
  create: false,
  update: true,
  full: true,
  null: true,
  read: false,
};
const COMMENT_EDIT_OTHER: Record<string, boolean> = {
  none: false,
  create: false,
  update: false,
  full: true,
  null: true,
  read: false,
};

function commentRecords(value: CommentValue, workflow: boolean): PermissionRecord[] {
  if (!workflow) return [record({ collection: 'articles', comment: value })];
  return [
    record({ collection: 'posts', comment: 'full' }),
    record({ collection: 'posts', status: 'draft', comment: value }),
    record({ collection: 'posts', status: 'published', comment: 'full' }),
  ];
}

for (const workflow of [false, true]) {
  const collection = workflow ? POSTS : ARTICLES;
  describe(`comment matrix: ${workflow ? 'workflow rows (item in draft)' : 'collection-wide row'}`, () => {
    for (const value of COMMENT_VALUES) {
      const permissions = service(commentRecords(value, workflow));
      for (const owner of OWNER_SITUATIONS) {
        const item = { id: 1, status: 'draft', owner: OWNER_OF[owner] };
        const editAllowed =
          owner === 'own' ? COMMENT_EDIT_OWN[String(value)] : COMMENT_EDIT_OTHER[String(value)];

        it(`comment ${String(value)} on ${owner} item: create ${COMMENT_CREATE[String(value)]}, edit/delete ${editAllowed ? 'ok' : '211/212'}`, () => {
          assert.equal(
            outcome(() => permissions.assertCanComment(collection, item)),
            COMMENT_CREATE[String(value)],
          );
          assert.equal(
            outcome(() => permissions.assertCanEditComment(collection, item)),
            editAllowed ? 'ok' : 211,
          );
          assert.equal(
            outcome(() => permissions.assertCanDeleteComment(collection, item)),
            editAllowed ? 'ok' : 212,
          );
        });
      }
    }
  });
}

describe('comment matrix: collection without owner field', () => {
  for (const value of COMMENT_VALUES) {
    it(`comment ${String(value)}: edit/delete judged as own item`, () => {
      const permissions = service([record({ collection: 'notes', comment: value })]);
      const allowed = COMMENT_EDIT_OWN[String(value)];
      assert.equal(
        outcome(() => permissions.assertCanEditComment(NOTES, { id: 1 })),
        allowed ? 'ok' : 211,
      );
      assert.equal(
        outcome(() => permissions.assertCanDeleteComment(NOTES, { id: 1 })),
        allowed ? 'ok' : 212,
      );
    });
  }
});

describe('comment matrix: no row at all', () => {
  it('allows every comment operation (v8: a missing row allows comments)', () => {
    const permissions = service([]);
    const item = { id: 1, owner: OWNER_OF.other };
    assert.equal(
      outcome(() => permissions.assertCanComment(ARTICLES, item)),
      'ok',
    );
    assert.equal(
      outcome(() => permissions.assertCanEditComment(ARTICLES, item)),
      'ok',
    );
    assert.equal(
      outcome(() => permissions.assertCanDeleteComment(ARTICLES, item)),
      'ok',
    );
  });
});
