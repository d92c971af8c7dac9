import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FieldInfo } from '../../src/api/types.ts';
import {
  roleFormFields,
  roleFormValues,
} from '../../src/screens/settings/role/role-form-fields.ts';
import {
  badIpWhitelistEntries,
  roleNameOf,
} from '../../src/screens/settings/role/role-problems.ts';
import { isSystemRole, roleIdOf } from '../../src/screens/settings/role/role-protection.ts';

// The role editor's pure rules: which directus_roles fields the generic form edits (and how the
// listings' repeaters are completed), what it refuses before sending (a name, whitelist entries
// that are addresses or CIDR ranges), which roles are protected, and what the route's id names.

const TEXTS = {
  ipWhitelistNote: 'One address or range per entry',
  enforce2faLabel: 'Must use 2FA',
  addModule: 'Add a link',
  addGroup: 'Add a group',
  addCollection: 'Add one',
};

const field = (name: string, extra: Partial<FieldInfo> = {}): FieldInfo => ({
  id: null,
  collection: 'directus_roles',
  field: name,
  type: 'string',
  interface: 'text-input',
  ...extra,
});

const METADATA: Record<string, FieldInfo> = {
  id: field('id', { type: 'integer', interface: 'primary-key' }),
  name: field('name'),
  description: field('description'),
  ip_whitelist: field('ip_whitelist', { type: 'array', interface: 'tags' }),
  enforce_2fa: field('enforce_2fa', { type: 'boolean', interface: 'switch' }),
  users: field('users', { type: 'o2m', interface: 'one-to-many' }),
  module_listing: field('module_listing', {
    type: 'json',
    interface: 'repeater',
    options: {
      fields: [{ field: 'name' }, { field: 'link' }, { field: 'icon', interface: 'icon' }],
    },
  }),
  collection_listing: field('collection_listing', {
    type: 'json',
    interface: 'repeater',
    options: {
      fields: [
        { field: 'group_name', interface: 'text-input' },
        { field: 'collections', type: 'json', interface: 'repeater' },
      ],
    },
  }),
  external_id: field('external_id', { readonly: true, hidden_detail: true }),
};

describe('the role form', () => {
  test('edits every role field but the key, the users alias and the external id', () => {
    assert.deepEqual(Object.keys(roleFormFields(METADATA, TEXTS)), [
      'name',
      'description',
      'ip_whitelist',
      'enforce_2fa',
      'module_listing',
      'collection_listing',
    ]);
  });

  test("titles the listings' rows and gives a group's collections a collection picker", () => {
    const fields = roleFormFields(METADATA, TEXTS);
    assert.equal(fields.module_listing?.options?.template, '{{name}}');
    assert.equal(fields.module_listing?.options?.createItemText, 'Add a link');
    const listing = fields.collection_listing?.options as Record<string, unknown>;
    assert.equal(listing.template, '{{group_name}}');
    const collections = (listing.fields as Record<string, unknown>[])[1] as {
      options: Record<string, unknown>;
    };
    assert.deepEqual(collections.options.fields, [
      { field: 'collection', type: 'string', interface: 'collections' },
    ]);
    assert.equal(collections.options.template, '{{collection}}');
    // Metadata that already says how is kept as it is.
    const own = roleFormFields(
      {
        module_listing: field('module_listing', {
          interface: 'repeater',
          options: { template: '{{link}}', fields: [] },
        }),
      },
      TEXTS,
    );
    assert.equal(own.module_listing?.options?.template, '{{link}}');
  });

  test('says what a whitelist entry is and what the 2FA switch does, unless the metadata does', () => {
    const fields = roleFormFields(METADATA, TEXTS);
    assert.equal(fields.ip_whitelist?.note, 'One address or range per entry');
    assert.equal(fields.enforce_2fa?.options?.label, 'Must use 2FA');
    const own = roleFormFields(
      {
        ip_whitelist: field('ip_whitelist', { note: 'Office only' }),
        enforce_2fa: field('enforce_2fa', { options: { label: 'Required' } }),
      },
      TEXTS,
    );
    assert.equal(own.ip_whitelist?.note, 'Office only');
    assert.equal(own.enforce_2fa?.options?.label, 'Required');
  });

  test('starts from the stored values of the fields it edits (null when absent)', () => {
    const fields = roleFormFields(METADATA, TEXTS);
    const values = roleFormValues({ id: 3, name: 'Editors', users: [1, 2] }, fields);
    assert.deepEqual(values, {
      name: 'Editors',
      description: null,
      ip_whitelist: null,
      enforce_2fa: null,
      module_listing: null,
      collection_listing: null,
    });
  });
});

describe('what the role form refuses', () => {
  test('a name is trimmed; blank is no name', () => {
    assert.equal(roleNameOf('  Editors '), 'Editors');
    assert.equal(roleNameOf('   '), '');
    assert.equal(roleNameOf(null), '');
  });

  test('names each whitelist entry that is neither an address nor a CIDR range', () => {
    assert.deepEqual(badIpWhitelistEntries(['10.0.0.1', '10.0.0.0/8', '2001:db8::/32']), []);
    assert.deepEqual(badIpWhitelistEntries(['10.0.0.300', '10.0.0.1', 'localhost', '1.2.3.4/33']), [
      '10.0.0.300',
      'localhost',
      '1.2.3.4/33',
    ]);
    assert.deepEqual(badIpWhitelistEntries(null), []);
    // The CSV form v8 stored is read too.
    assert.deepEqual(badIpWhitelistEntries('10.0.0.1,nope'), ['nope']);
  });
});

describe('protected roles and the route id', () => {
  test('roles 1 and 2 are the system roles', () => {
    assert.equal(isSystemRole(1), true);
    assert.equal(isSystemRole(2), true);
    assert.equal(isSystemRole(3), false);
  });

  test('`+` is a new role, a positive integer a role, anything else none', () => {
    assert.equal(roleIdOf('+'), 'new');
    assert.equal(roleIdOf('12'), 12);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '03', '99999999999999999999']) {
      assert.equal(roleIdOf(bad), null, String(bad));
    }
  });
});
