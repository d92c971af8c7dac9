import type { CollectionInfo, FieldInfo, Relation } from '../../api/types.js';
import { fieldLabel } from '../../form/field-label.js';
import { changedFields } from '../item/info/revision-changes.js';

// What one activity changed, field by field (spec 2 §3 "Revision", issue 14 "Activity"): the
// revision's `delta` says what the write set; the item's previous revision holds the values before.
// Which fields count as changed is the item sidebar's rule (revision-changes.ts): stamps are left
// out, and a value equal to the one before (across types, "1" and 1) is no change.

export interface FieldChange {
  field: string;
  label: string;
  /** The field's metadata, for its display; null when the schema no longer has the field. */
  info: FieldInfo | null;
  after: unknown;
  /** False when the value before is not known (a first revision, or history that is gone). */
  hasBefore: boolean;
  before: unknown;
}

export interface ChangeInput {
  delta: Readonly<Record<string, unknown>> | null;
  /** The record before the change; null when it is not known. */
  before: Readonly<Record<string, unknown>> | null;
  collection: CollectionInfo | null;
  /** Fields the user may not read: never shown, old or new. */
  hidden: ReadonlySet<string>;
  locale: string | null;
  relations?: readonly Relation[];
  collections?: Readonly<Record<string, CollectionInfo>>;
}

/** The changed fields in form order (sort, then name), each with its value before and after. */
export function fieldChanges({
  delta,
  before,
  collection,
  hidden,
  locale,
  relations = [],
  collections = {},
}: ChangeInput): FieldChange[] {
  if (!delta) return [];
  const fields = collection?.fields ?? {};
  // With no record before, every field the write set is listed (as set, not as changed).
  const names = changedFields({ delta: { ...delta } }, fields, {
    before: before ?? {},
    relations,
    collections,
  });
  const order = (name: string) => {
    const sort = fields[name]?.sort;
    return typeof sort === 'number' ? sort : Number.MAX_SAFE_INTEGER;
  };
  return names
    .filter((name) => !hidden.has(name) && fields[name]?.type !== 'alias')
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b))
    .map((name) => {
      const info = fields[name] ?? null;
      return {
        field: name,
        label: info ? fieldLabel(info, locale) : name,
        info,
        after: delta[name],
        hasBefore: before !== null && Object.hasOwn(before, name),
        before: before?.[name],
      };
    });
}
