import type { CollectionInfo } from '../../../../api/types.js';
import {
  COMMENT_VALUES,
  type CommentValue,
  EXPLAIN_VALUES,
  type Explain,
  LEVELS,
  type Level,
  type PermissionRecord,
  parseCsv,
  parseExplain,
} from '../../../../permissions/shared-rules.js';
import { permissionSubject } from '../../../../permissions/subject.js';
import { primaryKeyField } from '../../../../schema/collection-meta.js';
import { collectionStatuses } from '../../../../schema/status-mapping.js';
import { isSystemCollection } from '../../../../schema/system-collection.js';

// What the permission matrix shows and offers (spec 3 §3, §4 Permissions; contract §9): the
// levels each column offers per kind of collection, what a stored value means on screen, and the
// values of a row nobody stored. The level lists themselves are the server's (levels.ts).

/** A row's values without its id and role: what the draft stages per (collection, status). */
export type PermissionTarget = Omit<PermissionRecord, 'id' | 'role'>;

/** The columns of the matrix, in order. */
export const MATRIX_ACTIONS = ['create', 'read', 'update', 'delete', 'comment', 'explain'] as const;
export type MatrixAction = (typeof MATRIX_ACTIONS)[number];

/** Every level a cell can show (`mixed`: the statuses of a combined row differ). */
export type LevelName = Level | CommentValue | Explain | 'mixed';

/** The blacklist columns (arrays in the API, CSV in the database). */
export const BLACKLISTS = [
  'read_field_blacklist',
  'write_field_blacklist',
  'status_blacklist',
] as const;
export type Blacklist = (typeof BLACKLISTS)[number];

/** The columns toggle-all works on: those with a `full` level (explain has none). */
export const TOGGLE_ALL_ACTIONS = ['create', 'read', 'update', 'delete', 'comment'] as const;

/** One status of a collection's mapping, as the matrix lists it. */
export interface MatrixStatus {
  value: string;
  name: string;
}

/** The facts about a collection the matrix needs. */
export interface MatrixCollection {
  name: string;
  system: boolean;
  /** `mine` and `role` are offered: the collection has an owner field or is a system one. */
  ownerLevels: boolean;
  /** The status field, when the collection has one with a mapping: rows per status. */
  statusField: string | undefined;
  statuses: readonly MatrixStatus[];
  /** The fields a blacklist may name, in the schema's order; the primary key is marked. */
  fields: readonly { name: string; primaryKey: boolean }[];
}

export function matrixCollection(info: CollectionInfo): MatrixCollection {
  const subject = permissionSubject(info);
  const statuses = subject.statusField ? collectionStatuses(info) : [];
  const key = primaryKeyField(info.fields);
  // In the order the schema lists them (the API sends a collection's fields by sort).
  const fields = Object.values(info.fields ?? {}).map((field) => ({
    name: field.field,
    primaryKey: field.field === key,
  }));
  return {
    name: info.collection,
    system: isSystemCollection(info.collection),
    ownerLevels: subject.ownerField !== undefined || isSystemCollection(info.collection),
    statusField: statuses.length > 0 ? subject.statusField : undefined,
    statuses: statuses.map((status) => ({ value: status.value, name: status.name })),
    fields,
  };
}

/** The levels a column offers for a collection (spec 3 §4 Permissions). */
export function offeredLevels(
  action: MatrixAction,
  collection: MatrixCollection,
): readonly string[] {
  switch (action) {
    case 'create':
      return ['none', 'full'];
    case 'comment':
      return COMMENT_VALUES;
    case 'explain':
      return EXPLAIN_VALUES;
    default:
      return collection.ownerLevels ? LEVELS : ['none', 'full'];
  }
}

/**
 * What a stored value means, named by the level the matrix shows: a CRUD NULL is `none`, a NULL
 * comment is `full` (comments are allowed without a row, contract §9.2), `read` stays `read`
 * (stored as the v8 app wrote it; it denies like none). Unknown values mean the most restrictive.
 */
export function shownLevel(action: MatrixAction, value: string | null): string {
  if (action === 'comment') {
    if (value === null) return 'full';
    return (COMMENT_VALUES as readonly string[]).includes(value) ? value : 'none';
  }
  if (action === 'explain') return parseExplain(value);
  return value !== null && (LEVELS as readonly string[]).includes(value) ? value : 'none';
}

/** The values of a row nobody stored: every level none, comments allowed, nothing blacklisted. */
export function absentTarget(collection: string, status: string | null): PermissionTarget {
  return {
    collection,
    status,
    create: null,
    read: null,
    update: null,
    delete: null,
    comment: null,
    explain: null,
    read_field_blacklist: [],
    write_field_blacklist: [],
    status_blacklist: [],
  };
}

/** A row's values for another (collection, status). */
export function retarget(values: PermissionTarget, status: string | null): PermissionTarget {
  return { ...values, status };
}

/**
 * The values of a stored record, without its id and role. The API answers an empty blacklist as
 * null (or, from other clients, a CSV string): the matrix works on arrays.
 */
export function targetOf(record: PermissionRecord): PermissionTarget {
  const { id: _id, role: _role, ...values } = record;
  return {
    ...values,
    status: record.status === '' ? null : record.status,
    read_field_blacklist: parseCsv(record.read_field_blacklist),
    write_field_blacklist: parseCsv(record.write_field_blacklist),
    status_blacklist: parseCsv(record.status_blacklist),
  };
}

const sameList = (a: readonly string[], b: readonly string[]) => {
  const left = parseCsv(a);
  const right = new Set(parseCsv(b));
  return left.length === right.size && left.every((entry) => right.has(entry));
};

/** The columns whose meaning differs between two rows' values (lists compare as sets). */
export function changedColumns(
  from: PermissionTarget,
  to: PermissionTarget,
): (MatrixAction | Blacklist)[] {
  return [
    ...MATRIX_ACTIONS.filter(
      (action) => shownLevel(action, from[action]) !== shownLevel(action, to[action]),
    ),
    ...BLACKLISTS.filter((list) => !sameList(from[list] ?? [], to[list] ?? [])),
  ];
}

export function sameMeaning(a: PermissionTarget, b: PermissionTarget): boolean {
  return changedColumns(a, b).length === 0;
}

/** "All on" (spec 3 §4): full everywhere, nothing blacklisted, no explanation asked. */
export function allOn(values: PermissionTarget): PermissionTarget {
  return {
    ...values,
    create: 'full',
    read: 'full',
    update: 'full',
    delete: 'full',
    comment: 'full',
    explain: 'none',
    read_field_blacklist: [],
    write_field_blacklist: [],
    status_blacklist: [],
  };
}

/** "All off": none everywhere (no comments either), and no blacklists left behind. */
export function allOff(values: PermissionTarget): PermissionTarget {
  return {
    ...values,
    create: 'none',
    read: 'none',
    update: 'none',
    delete: 'none',
    comment: 'none',
    explain: 'none',
    read_field_blacklist: [],
    write_field_blacklist: [],
    status_blacklist: [],
  };
}

/** The `$create` row governs only which fields and statuses a create may use: its lists. */
export function clearBlacklists(values: PermissionTarget): PermissionTarget {
  return { ...values, read_field_blacklist: [], write_field_blacklist: [], status_blacklist: [] };
}
