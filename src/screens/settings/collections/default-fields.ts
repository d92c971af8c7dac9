import type { FieldDefinition } from '../../../api/schema-admin.js';
import { DEFAULT_STATUS_MAPPING } from '../../../interfaces/status/default-mapping.js';
import { type DatabaseVendor, datatypeInfo, takesLength } from '../../../schema/datatypes.js';

// The fields a new collection starts with (spec 3 §3 "Default fields offered when creating a
// collection", §9): a primary key always, and the optional system fields the create dialog offers
// as toggles. Each definition names an interface the admin registers (src/interfaces/*/index.ts).

/** How the new collection's items are keyed. */
export type PrimaryKeyKind = 'auto_increment' | 'string';

/** The optional default fields, in the order the dialog lists and the collection gets them. */
export const OPTIONAL_DEFAULT_FIELDS = [
  'status',
  'sort',
  'owner',
  'created_on',
  'modified_by',
  'modified_on',
] as const;

export type OptionalDefaultField = (typeof OPTIONAL_DEFAULT_FIELDS)[number];

/** Which optional fields are on when the dialog opens (spec 3 §3). */
export const DEFAULT_FIELDS_ON: Readonly<Record<OptionalDefaultField, boolean>> = {
  status: true,
  sort: false,
  owner: true,
  created_on: true,
  modified_by: false,
  modified_on: false,
};

/** The id length spec 3 §9 asks for: an integer display width, which only MySQL keeps. */
const ID_LENGTH = 15;
const STRING_KEY_LENGTH = 255;
const STATUS_LENGTH = 20;

/**
 * The primary key. Auto-increment: INT (length 15 where the database takes one), unsigned on
 * MySQL, read-only. String: a VARCHAR 255 typed in when the item is created (the server does not
 * generate keys), so it gets a text input rather than the read-only primary-key interface.
 */
export function primaryKeyDefinition(
  kind: PrimaryKeyKind,
  vendor: DatabaseVendor,
): FieldDefinition {
  if (kind === 'string') {
    return {
      field: 'id',
      type: 'string',
      datatype: 'VARCHAR',
      length: STRING_KEY_LENGTH,
      interface: 'text-input',
      primary_key: true,
      auto_increment: false,
      required: true,
    };
  }
  const int = datatypeInfo('INT');
  return {
    field: 'id',
    type: 'integer',
    datatype: 'INT',
    ...(int && takesLength(int, vendor) ? { length: ID_LENGTH } : {}),
    interface: 'primary-key',
    primary_key: true,
    auto_increment: true,
    ...(vendor === 'mysql' ? { signed: false } : {}),
    readonly: true,
    hidden_detail: true,
    hidden_browse: true,
  };
}

/** One optional default field's definition. */
export function optionalFieldDefinition(name: OptionalDefaultField): FieldDefinition {
  switch (name) {
    case 'status':
      return {
        field: 'status',
        type: 'status',
        datatype: 'VARCHAR',
        length: STATUS_LENGTH,
        interface: 'status',
        default_value: 'draft',
        width: 'full',
        options: { status_mapping: structuredClone(DEFAULT_STATUS_MAPPING) },
      };
    case 'sort':
      return {
        field: 'sort',
        type: 'sort',
        datatype: 'INT',
        interface: 'sort',
        hidden_detail: true,
        hidden_browse: true,
      };
    case 'owner':
      return stamp('owner', 'owner', 'INT', 'owner');
    case 'created_on':
      return stamp('created_on', 'datetime_created', 'DATETIME', 'datetime-created');
    case 'modified_by':
      return stamp('modified_by', 'user_updated', 'INT', 'user-updated');
    case 'modified_on':
      return stamp('modified_on', 'datetime_updated', 'DATETIME', 'datetime-updated');
  }
}

/** A field the server fills in itself: read-only, kept off the item form. */
function stamp(field: string, type: string, datatype: string, ui: string): FieldDefinition {
  return {
    field,
    type,
    datatype,
    interface: ui,
    readonly: true,
    hidden_detail: true,
    hidden_browse: false,
  };
}

/** The `fields` of a create-collection call: the key first, then the chosen fields, sorted 1…n. */
export function newCollectionFields(
  key: PrimaryKeyKind,
  chosen: Readonly<Record<OptionalDefaultField, boolean>>,
  vendor: DatabaseVendor,
): FieldDefinition[] {
  const fields = [
    primaryKeyDefinition(key, vendor),
    ...OPTIONAL_DEFAULT_FIELDS.filter((name) => chosen[name]).map(optionalFieldDefinition),
  ];
  return fields.map((field, index) => ({ ...field, sort: index + 1 }));
}
