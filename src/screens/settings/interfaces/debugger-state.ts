// The interface debugger's settings and the preview field they make (spec 3 §2 "Interface
// debugger", §4 "Debugger", §9): the type from the interface's types, the length that type starts
// with on the project's database (the field wizard's rule), collection, read only, required,
// loading, the preview relation and the new-item toggle, over fixed sample data. Pure.
import type { CollectionInfo, FieldInfo } from '../../../api/types.js';
import type { InterfaceDefinition } from '../../../interfaces/registry.js';
import { primaryKeyField } from '../../../schema/collection-meta.js';
import { type DatabaseVendor, datatypesForType } from '../../../schema/datatypes.js';
import { isSystemCollection } from '../../../schema/system-collection.js';
import { defaultLength, optionDefaults } from '../field-wizard/field-draft.js';
import type { PreviewRelation } from './preview-relation.js';

/** Spec 3 §9: the preview is at most this wide (px); narrower ones down to the minimum. */
export const PREVIEW_WIDTH_MAX = 2000;
export const PREVIEW_WIDTH_MIN = 200;

/** The preview field's name where no relation places it. */
export const PREVIEW_FIELD = 'preview_value';

/** The sample item the preview field belongs to (what slug and other sibling readers see). */
export const SAMPLE_ITEM: Readonly<Record<string, unknown>> = {
  title: 'Morning light over the harbour',
  name: 'Harbour morning',
  status: 'draft',
  first_name: 'Ada',
  last_name: 'Byron',
};
/** The sample item's primary key, when it is not a new item. */
export const SAMPLE_KEY = 1;

export interface DebuggerState {
  type: string;
  /** As typed; null means the type's default on the project's database. */
  length: string | null;
  collection: string;
  readonly: boolean;
  required: boolean;
  loading: boolean;
  newItem: boolean;
  /** The chosen preview relation (previewRelationKey), null for the first that fits. */
  relationKey: string | null;
  options: Record<string, unknown>;
  value: unknown;
}

/** The collection a preview starts in: the project's first own collection, else a system one. */
export function sampleCollection(collections: Readonly<Record<string, CollectionInfo>>): string {
  const names = Object.keys(collections).sort();
  return names.find((name) => !isSystemCollection(name)) ?? names[0] ?? 'directus_users';
}

/** The fixed starting point for an interface. */
export function initialDebuggerState(
  definition: InterfaceDefinition,
  collections: Readonly<Record<string, CollectionInfo>>,
): DebuggerState {
  return {
    type: definition.types[0] ?? 'string',
    length: null,
    collection: sampleCollection(collections),
    readonly: false,
    required: false,
    loading: false,
    newItem: false,
    relationKey: null,
    options: optionDefaults(definition),
    value: definition.recommended?.defaultValue ?? null,
  };
}

/** Choosing a type: the length goes back to that type's default. */
export function withType(state: DebuggerState, type: string): DebuggerState {
  return { ...state, type, length: null };
}

/** The column a type starts as on a database: its datatype ('' without a column) and length. */
export function typeColumn(
  type: string,
  vendor: DatabaseVendor,
): { datatype: string; length: string } {
  const datatype = datatypesForType(type, vendor).default;
  return { datatype, length: datatype ? defaultLength(datatype, vendor) : '' };
}

/** The length the preview field has: the typed one, else the type's default. */
export function effectiveLength(state: DebuggerState, vendor: DatabaseVendor): string {
  return state.length ?? typeColumn(state.type, vendor).length;
}

/** A length as a field record holds it: a number, "digits,decimals", or null. */
function storedLength(length: string): number | string | null {
  const text = length.trim();
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** The field the previewed interface edits. */
export function previewField(
  definition: Pick<InterfaceDefinition, 'id'>,
  state: DebuggerState,
  relation: PreviewRelation | null,
  vendor: DatabaseVendor,
): FieldInfo {
  const { datatype } = typeColumn(state.type, vendor);
  return {
    id: null,
    collection: relation?.collection ?? state.collection,
    field: relation?.field ?? PREVIEW_FIELD,
    type: state.type,
    datatype: datatype || null,
    length: storedLength(effectiveLength(state, vendor)),
    interface: definition.id,
    options: state.options,
    readonly: state.readonly,
    required: state.required,
    hidden_detail: false,
    hidden_browse: false,
    width: 'full',
    note: null,
  };
}

/**
 * The sample item holding the value: it has the collection's primary key unless it is a new item
 * (slug and password behave differently there).
 */
export function previewValues(
  state: DebuggerState,
  field: FieldInfo,
  collections: Readonly<Record<string, CollectionInfo>>,
): Record<string, unknown> {
  const key = primaryKeyField(collections[field.collection]?.fields);
  const values: Record<string, unknown> = { ...SAMPLE_ITEM };
  if (!state.newItem) values[key] = SAMPLE_KEY;
  values[field.field] = state.value;
  return values;
}

/** Whether a typed preview width is usable ('' fits the area). */
export function previewWidthProblem(width: string): boolean {
  if (width.trim() === '') return false;
  const number = Number(width);
  return !Number.isInteger(number) || number < PREVIEW_WIDTH_MIN || number > PREVIEW_WIDTH_MAX;
}

/** The value as the output panel shows it: formatted JSON (undefined as null). */
export function outputJson(value: unknown): string {
  return JSON.stringify(value === undefined ? null : value, null, 2) ?? 'null';
}
