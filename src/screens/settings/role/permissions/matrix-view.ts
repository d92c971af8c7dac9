import { CREATE_FORM_STATUS, type PermissionRecord } from '../../../../permissions/shared-rules.js';
import {
  absentTarget,
  allOff,
  allOn,
  BLACKLISTS,
  type Blacklist,
  clearBlacklists,
  type MatrixAction,
  type MatrixCollection,
  type PermissionTarget,
  retarget,
  shownLevel,
  targetOf,
} from './matrix-rules.js';
import {
  draftKey,
  effectivePermissionRows,
  isWorkflowStatus,
  type PermissionDraft,
  rowStatus,
  rowsByKey,
  withTargets,
} from './permission-draft.js';

// What each row of the matrix shows, read from the rows the role would have with the draft
// applied (so the matrix shows exactly what a save would store), and how an edit is staged.
// A collection with a status field has one row per status plus `$create`: while no status row
// exists the status rows show the collection-wide values (they apply to every status), and an edit
// of any status row stages all of them from the values shown, so no other status changes meaning.

export interface MatrixState {
  stored: readonly PermissionRecord[];
  draft: PermissionDraft;
  role: number;
}

export interface StatusRowView {
  status: string;
  name: string;
  /** A stored status row for a status the mapping no longer has. */
  unmapped: boolean;
  values: PermissionTarget;
}

export interface CollectionView {
  collection: MatrixCollection;
  /** The collection-wide row's values (what applies when there are no status rows). */
  global: PermissionTarget;
  /** Status rows exist: each status has its own row (the collection-wide one is ignored). */
  workflow: boolean;
  /** One row per status (the mapping's, then unmapped stored ones); empty without status field. */
  statuses: StatusRowView[];
  /** The `$create` row's values as they apply (only its write and status blacklists count). */
  createForm: PermissionTarget;
}

/** The level a cell shows: one value, or `mixed` when the statuses of a combined row differ. */
export type CellLevel = string;
export const MIXED = 'mixed';

function viewOf(
  byKey: ReadonlyMap<string, PermissionRecord>,
  effective: readonly PermissionRecord[],
  collection: MatrixCollection,
): CollectionView {
  const name = collection.name;
  const valuesAt = (status: string | null) => {
    const record = byKey.get(draftKey(name, status));
    return record ? targetOf(record) : undefined;
  };
  const global = valuesAt(null) ?? absentTarget(name, null);
  const storedStatuses = effective
    .filter((record) => record.collection === name && isWorkflowStatus(rowStatus(record.status)))
    .map((record) => record.status as string);
  const workflow = storedStatuses.length > 0;
  // Status rows on a collection without status field are listed too: the server then refuses
  // its reads (contract §9.3), and the matrix must not hide why.
  if (!collection.statusField && !workflow) {
    return { collection, global, workflow, statuses: [], createForm: global };
  }
  const mapped = collection.statuses.map((status) => status.value);
  const unmapped = [...new Set(storedStatuses.filter((status) => !mapped.includes(status)))];
  const statuses: StatusRowView[] = [
    ...collection.statuses.map((status) => ({ status: status.value, name: status.name })),
    ...unmapped.map((status) => ({ status, name: status })),
  ].map(({ status, name: label }) => ({
    status,
    name: label,
    unmapped: !mapped.includes(status),
    values: workflow ? (valuesAt(status) ?? absentTarget(name, status)) : retarget(global, status),
  }));
  const createForm = valuesAt(CREATE_FORM_STATUS) ?? {
    ...absentTarget(name, CREATE_FORM_STATUS),
    status_blacklist: workflow ? [] : [...global.status_blacklist],
  };
  return { collection, global, workflow, statuses, createForm };
}

/** The views of several collections over one state (the effective rows computed once). */
export function collectionViews(
  state: MatrixState,
  collections: readonly MatrixCollection[],
): Map<string, CollectionView> {
  const effective = effectivePermissionRows(state.stored, state.draft, state.role);
  const byKey = rowsByKey(effective);
  return new Map(
    collections.map((collection) => [collection.name, viewOf(byKey, effective, collection)]),
  );
}

export function collectionView(state: MatrixState, collection: MatrixCollection): CollectionView {
  return collectionViews(state, [collection]).get(collection.name) as CollectionView;
}

/** The rows a collection row stands for: its status rows, or its collection-wide row. */
export function combinedRows(view: CollectionView): PermissionTarget[] {
  return view.statuses.length > 0 ? view.statuses.map((row) => row.values) : [view.global];
}

/** The level a combined cell shows: the one every status row has, else `mixed`. */
export function combinedLevel(view: CollectionView, action: MatrixAction): CellLevel {
  const levels = new Set(combinedRows(view).map((row) => shownLevel(action, row[action])));
  return levels.size === 1 ? ([...levels][0] as string) : MIXED;
}

/** The values of one row of the matrix (null: the collection-wide row). */
export function rowValues(view: CollectionView, status: string | null): PermissionTarget {
  if (status === null) return view.global;
  if (status === CREATE_FORM_STATUS) return view.createForm;
  return view.statuses.find((row) => row.status === status)?.values ?? view.global;
}

/** Which rows an edit is for: the collection row (all its statuses), or one status row. */
export type EditScope = { status: string | null } | 'whole-collection';

/**
 * The draft with `change` applied to the rows of `scope`. For a collection with statuses the
 * collection row (status null) means every status row, `whole-collection` every status row and
 * `$create`; any edit of a status row stages all of them from the values they show.
 */
export function stageEdit(
  state: MatrixState,
  collection: MatrixCollection,
  scope: EditScope,
  change: (values: PermissionTarget, status: string | null) => PermissionTarget,
): PermissionDraft {
  const view = collectionView(state, collection);
  if (view.statuses.length === 0) {
    return withTargets(state.draft, [
      { ...change(view.global, null), collection: collection.name, status: null },
    ]);
  }
  const whole = scope === 'whole-collection';
  const target = whole ? undefined : scope.status;
  const inScope = (status: string) => whole || target === null || target === status;
  const createForm = (values: PermissionTarget) =>
    whole || target === CREATE_FORM_STATUS ? change(values, CREATE_FORM_STATUS) : values;
  const targets: PermissionTarget[] = [];
  if (whole || target !== CREATE_FORM_STATUS) {
    for (const row of view.statuses) {
      const values = inScope(row.status) ? change(row.values, row.status) : row.values;
      targets.push({ ...values, collection: collection.name, status: row.status });
    }
  }
  targets.push({
    ...createForm(view.createForm),
    collection: collection.name,
    status: CREATE_FORM_STATUS,
  });
  return withTargets(state.draft, targets);
}

/** Sets one level of a cell (a status row, or every status row from the collection row). */
export function setLevel(
  state: MatrixState,
  collection: MatrixCollection,
  status: string | null,
  action: MatrixAction,
  level: string,
): PermissionDraft {
  return stageEdit(state, collection, { status }, (values, at) =>
    at === CREATE_FORM_STATUS ? values : { ...values, [action]: level },
  );
}

/** "All on" / "all off" for a whole collection (its `$create` row loses its blacklists). */
export function setAll(
  state: MatrixState,
  collection: MatrixCollection,
  on: boolean,
): PermissionDraft {
  return stageEdit(state, collection, 'whole-collection', (values, status) => {
    if (status === CREATE_FORM_STATUS) return clearBlacklists(values);
    return on ? allOn(values) : allOff(values);
  });
}

/**
 * Toggle-all of a column (spec 3 §4): when any of the collections has `full` there (in any of its
 * status rows), all of them go to none, else all go to full. The matrix passes its non-system
 * collections only: the system ones hold what the admin app itself needs.
 */
export function toggleAllLevel(
  state: MatrixState,
  collections: readonly MatrixCollection[],
  action: MatrixAction,
): 'none' | 'full' {
  const views = collectionViews(state, collections);
  const anyFull = [...views.values()].some((view) =>
    combinedRows(view).some((row) => shownLevel(action, row[action]) === 'full'),
  );
  return anyFull ? 'none' : 'full';
}

export function toggleAll(
  state: MatrixState,
  collections: readonly MatrixCollection[],
  action: MatrixAction,
): PermissionDraft {
  const level = toggleAllLevel(state, collections, action);
  let draft = state.draft;
  for (const collection of collections) {
    draft = setLevel({ ...state, draft }, collection, null, action, level);
  }
  return draft;
}

/** Fields (or statuses) to put on or take off one blacklist; other entries stay as they are. */
export type BlacklistChanges = Partial<Record<Blacklist, ReadonlyMap<string, boolean>>>;

/** The lists with the changes applied (true: blacklisted). */
export function applyBlacklistChanges(
  values: PermissionTarget,
  changes: BlacklistChanges,
): PermissionTarget {
  const next = { ...values };
  for (const list of BLACKLISTS) {
    const entries = changes[list];
    if (!entries) continue;
    const kept = values[list].filter((entry) => entries.get(entry) !== false);
    const added = [...entries].filter(([entry, on]) => on && !kept.includes(entry));
    next[list] = [...kept, ...added.map(([entry]) => entry)];
  }
  return next;
}

/**
 * Applies the field dialog's answer to one row, or from the collection row to every status row
 * (the `$create` row keeps its own lists then).
 */
export function setBlacklists(
  state: MatrixState,
  collection: MatrixCollection,
  status: string | null,
  changes: BlacklistChanges,
): PermissionDraft {
  return stageEdit(state, collection, { status }, (values, at) =>
    status !== CREATE_FORM_STATUS && at === CREATE_FORM_STATUS
      ? values
      : applyBlacklistChanges(values, changes),
  );
}
