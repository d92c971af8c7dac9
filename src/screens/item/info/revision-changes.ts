import type { RevisionSummary } from '../../../api/revisions.js';
import type { CollectionInfo, FieldInfo, Relation } from '../../../api/types.js';
import { fieldLabel } from '../../../form/field-label.js';
import { equalityFor } from '../../../form/relational-equal.js';
import { valuesLooselyEqual } from '../../../form/values-equal.js';

// Which fields a revision changed (spec 2 §7). Its `delta` holds every column the write set, and a
// revert sets them all: a field counts as changed only when its value differs from the one the
// item had before, as the older revisions recorded it, compared across types ("1" and 1).

/** Stamps the server writes on every change say nothing about the change. */
const STAMPS = new Set(['datetime_updated', 'user_updated']);

/** Each field's value before revision `index` (newest first): the nearest older record of it. */
export function valuesBefore(
  revisions: readonly RevisionSummary[],
  index: number,
): Record<string, unknown> {
  const before: Record<string, unknown> = {};
  for (let older = revisions.length - 1; older > index; older -= 1) {
    Object.assign(before, revisions[older]?.delta ?? {});
  }
  return before;
}

export interface ChangeContext {
  /** The values before the revision (valuesBefore); a field missing here counts as changed. */
  before?: Readonly<Record<string, unknown>>;
  relations?: readonly Relation[];
  collections?: Readonly<Record<string, CollectionInfo>>;
}

/** The names of the fields revision `revision` changed. */
export function changedFields(
  revision: { delta: Record<string, unknown> | null },
  fields: Readonly<Record<string, FieldInfo>>,
  { before = {}, relations = [], collections = {} }: ChangeContext = {},
): string[] {
  return Object.entries(revision.delta ?? {})
    .filter(([name, value]) => {
      const field = fields[name];
      if (field && STAMPS.has(field.type)) return false;
      if (!Object.hasOwn(before, name)) return true;
      const equal = field
        ? equalityFor(field, relations, collections, valuesLooselyEqual)
        : valuesLooselyEqual;
      return !equal(value, before[name]);
    })
    .map(([name]) => name);
}

/** The fields a revision changed, as their labels (fields the form does not know keep their name). */
export function changedFieldLabels(
  revision: { delta: Record<string, unknown> | null },
  fields: Readonly<Record<string, FieldInfo>>,
  locale: string | null,
  context: ChangeContext = {},
): string[] {
  return changedFields(revision, fields, context).map((name) =>
    fields[name] ? fieldLabel(fields[name], locale) : name,
  );
}
