// The field wizard's state and every rule it follows (spec 3 §4 "Field-setup wizard", §5): which
// tabs exist and which can be reached, what the main button says and when it works, what picking
// an interface or a type resets, the name's slug and exists check, the length, default-value and
// validation checks, the primary-key toggle, and the field definition a save sends. Pure: the
// components only render a draft and call these transitions.
import type { FieldDefinition } from '../../../api/schema-admin.js';
import type { FieldInfo, Relation } from '../../../api/types.js';
import type { InterfaceDefinition } from '../../../interfaces/registry.js';
import {
  COLUMNLESS_TYPES,
  type DatabaseVendor,
  datatypeInfo,
  datatypesForType,
  MAX_PRECISION,
  MAX_VARCHAR_BEFORE_TEXT,
  maxSizeOn,
  takesLength,
} from '../../../schema/datatypes.js';
import {
  isValidIdentifier,
  MAX_IDENTIFIER_LENGTH,
  toIdentifier,
} from '../../../schema/identifiers.js';
import {
  initialRelationDraft,
  type KeyColumn,
  type RelationDraft,
  type RelationKind,
} from './relation-draft.js';

export type WizardTab = 'interface' | 'schema' | 'relation' | 'options';
export const WIDTHS = ['half', 'half-left', 'half-right', 'full', 'fill'] as const;
export type FieldWidth = (typeof WIDTHS)[number];

/** What the wizard needs of an interface definition (tests pass plain objects). */
export type WizardInterface = Pick<
  InterfaceDefinition,
  'id' | 'types' | 'relation' | 'options' | 'recommended'
>;

export interface TranslationRow {
  locale: string;
  translation: string;
}

export interface FieldDraft {
  isNew: boolean;
  tab: WizardTab;
  interfaceId: string | null;
  /** The name, already slugged. */
  field: string;
  type: string;
  /** '' for types without a column. */
  datatype: string;
  /** As typed: "255", "10,2" or ''. */
  length: string;
  /** As typed ('' is none); booleans are 'true'/'false'. */
  defaultValue: string;
  signed: boolean;
  required: boolean;
  unique: boolean;
  /** A plain index on the column (the server's `indexed` extension). */
  indexed: boolean;
  primaryKey: boolean;
  readonly: boolean;
  hiddenDetail: boolean;
  hiddenBrowse: boolean;
  validation: string;
  width: FieldWidth;
  note: string;
  translation: TranslationRow[];
  options: Record<string, unknown>;
  /** The relation tab's draft, for interfaces that set up a relation. */
  relation: RelationDraft | null;
}

/** What the rules need to know about the collection the field belongs to. */
export interface DraftContext {
  vendor: DatabaseVendor;
  collection: string;
  /** The collection's fields (the edited one included when editing). */
  fields: readonly { field: string; primary_key?: unknown }[];
  relations: readonly Relation[];
}

/** The interfaces offered first (spec 3 §4), when they are registered. */
export const POPULAR_INTERFACES = [
  'text-input',
  'textarea',
  'wysiwyg',
  'toggle',
  'datetime',
  'calendar',
  'file',
  'many-to-one',
] as const;

const RELATION_TAB_KINDS: ReadonlySet<string> = new Set(['m2o', 'o2m', 'm2m']);

/** The relation kind the relation tab sets up for an interface, or null (file, user: none). */
export function relationKindOf(definition: WizardInterface | null): RelationKind | null {
  const kind = definition?.relation;
  return kind && RELATION_TAB_KINDS.has(kind) ? (kind as RelationKind) : null;
}

export function isColumnless(type: string): boolean {
  return COLUMNLESS_TYPES.has(type);
}

// ---------------------------------------------------------------------------------------------
// Starting points

function blankDraft(): FieldDraft {
  return {
    isNew: true,
    tab: 'interface',
    interfaceId: null,
    field: '',
    type: '',
    datatype: '',
    length: '',
    defaultValue: '',
    signed: true,
    required: false,
    unique: false,
    indexed: false,
    primaryKey: false,
    readonly: false,
    hiddenDetail: false,
    hiddenBrowse: false,
    validation: '',
    width: 'full',
    note: '',
    translation: [],
    options: {},
    relation: null,
  };
}

export function newFieldDraft(): FieldDraft {
  return blankDraft();
}

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);
const flag = (value: unknown): boolean => value === true || value === 1 || value === '1';

/** A stored default value as the wizard's text. */
export function defaultValueText(value: unknown, type: string): string {
  if (value === null || value === undefined) return '';
  if (type === 'boolean') {
    if (value === true || value === 1 || value === '1' || value === 'true') return 'true';
    if (value === false || value === 0 || value === '0' || value === 'false') return 'false';
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function translationRows(value: unknown): TranslationRow[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((row): row is Record<string, unknown> => row !== null && typeof row === 'object')
    .map((row) => ({ locale: text(row.locale), translation: text(row.translation) }));
}

/** An existing field's draft: on the options tab (schema without options), every tab open. */
export function existingFieldDraft(
  field: FieldInfo,
  definition: WizardInterface | null,
  context: DraftContext,
): FieldDraft {
  const type = field.type;
  const width = WIDTHS.find((entry) => entry === field.width) ?? 'full';
  const kind = relationKindOf(definition);
  const draft: FieldDraft = {
    ...blankDraft(),
    isNew: false,
    interfaceId: field.interface,
    field: field.field,
    type,
    datatype: isColumnless(type) ? '' : text(field.datatype).toUpperCase(),
    length: text(field.length),
    defaultValue: defaultValueText(field.default_value, type),
    signed: field.signed === undefined || field.signed === null ? true : flag(field.signed),
    required: flag(field.required),
    unique: flag(field.unique),
    indexed: flag(field.indexed),
    primaryKey: flag(field.primary_key),
    readonly: flag(field.readonly),
    hiddenDetail: flag(field.hidden_detail),
    hiddenBrowse: flag(field.hidden_browse),
    validation: text(field.validation),
    width,
    note: text(field.note),
    translation: translationRows(field.translation),
    options: { ...(field.options ?? {}) },
    relation: kind
      ? initialRelationDraft(
          kind,
          context.collection,
          field.field,
          context.relations,
          field.interface ?? '',
        )
      : null,
  };
  const tabs = wizardTabs(definition);
  return { ...draft, tab: tabs.includes('options') ? 'options' : 'schema' };
}

// ---------------------------------------------------------------------------------------------
// Tabs and the main button

/** The wizard's tabs for the chosen interface, in order. */
export function wizardTabs(definition: WizardInterface | null): WizardTab[] {
  const tabs: WizardTab[] = ['interface', 'schema'];
  if (relationKindOf(definition)) tabs.push('relation');
  if ((definition?.options?.length ?? 0) > 0) tabs.push('options');
  return tabs;
}

/** Why a tab cannot be left (Next) or saved, or null when it is complete. */
export function tabProblem(
  draft: FieldDraft,
  tab: WizardTab,
  context: DraftContext,
  relationProblem: (draft: RelationDraft, field?: string) => string | null,
): string | null {
  switch (tab) {
    case 'interface':
      return draft.interfaceId ? null : 'no_interface';
    case 'schema':
      return schemaProblems(draft, context)[0]?.problem ?? null;
    case 'relation':
      return draft.relation
        ? relationProblem(draft.relation, draft.field || undefined)
        : 'no_relation';
    default:
      return null;
  }
}

/**
 * Which tabs can be opened: every one for an existing field; for a new one, the tabs up to the
 * first that is not complete (a later tab is not reachable before the earlier ones are done).
 */
export function reachableTabs(
  draft: FieldDraft,
  tabs: readonly WizardTab[],
  isComplete: (tab: WizardTab) => boolean,
): Set<WizardTab> {
  if (!draft.isNew) return new Set(tabs);
  const reachable = new Set<WizardTab>();
  for (const tab of tabs) {
    reachable.add(tab);
    if (!isComplete(tab)) break;
  }
  return reachable;
}

export interface PrimaryAction {
  kind: 'next' | 'save';
  disabled: boolean;
}

/**
 * The main button: Next on a new field's tabs but the last, Save on the last and on an existing
 * field. Next needs the current tab complete; Save needs every tab complete.
 */
export function primaryAction(
  draft: FieldDraft,
  tabs: readonly WizardTab[],
  isComplete: (tab: WizardTab) => boolean,
): PrimaryAction {
  const last = tabs.at(-1);
  if (draft.isNew && draft.tab !== last) {
    return { kind: 'next', disabled: !isComplete(draft.tab) };
  }
  return { kind: 'save', disabled: !tabs.every(isComplete) };
}

/** The tab Next moves to. */
export function nextTab(draft: FieldDraft, tabs: readonly WizardTab[]): WizardTab {
  const at = tabs.indexOf(draft.tab);
  return tabs[Math.min(at + 1, tabs.length - 1)] ?? draft.tab;
}

// ---------------------------------------------------------------------------------------------
// Transitions

/** The interface's option defaults. */
export function optionDefaults(definition: WizardInterface): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const option of definition.options ?? []) {
    const start = option.initial ?? option.default;
    if (start !== undefined) options[option.name] = structuredClone(start);
  }
  return options;
}

/** The length a datatype starts with: CHAR 50, VARCHAR 255, DECIMAL "10,10", others none. */
export function defaultLength(datatype: string, vendor: DatabaseVendor): string {
  const info = datatypeInfo(datatype);
  if (!info || !takesLength(info, vendor)) return '';
  if (info.defaultPrecision) return info.defaultPrecision.join(',');
  return info.defaultLength === undefined ? '' : String(info.defaultLength);
}

/** The vendor's TEXT for a string type, when its length no longer fits a VARCHAR. */
function textSwitch(draft: FieldDraft, vendor: DatabaseVendor): FieldDraft {
  if (draft.type !== 'string' && draft.type !== 'slug') return draft;
  const info = datatypeInfo(draft.datatype);
  if (info?.lengthKind !== 'size') return draft;
  const length = Number(draft.length);
  if (!Number.isInteger(length) || length <= MAX_VARCHAR_BEFORE_TEXT) return draft;
  const offer = datatypesForType(draft.type, vendor).offer;
  return offer.includes('TEXT') ? { ...draft, datatype: 'TEXT' } : draft;
}

/** Changing the type resets the datatype to the vendor's default and its length. */
export function setType(draft: FieldDraft, type: string, vendor: DatabaseVendor): FieldDraft {
  const datatype = datatypesForType(type, vendor).default;
  const columnless = isColumnless(type);
  return {
    ...draft,
    type,
    datatype,
    length: defaultLength(datatype, vendor),
    signed: true,
    defaultValue: columnless ? '' : draft.defaultValue,
    required: columnless ? false : draft.required,
    unique: columnless ? false : draft.unique,
    indexed: indexAllowed({ ...draft, type }) ? draft.indexed : false,
    primaryKey: columnless ? false : draft.primaryKey,
  };
}

/**
 * Whether the column can take a plain index the wizard asks for: not without a column, not for
 * JSON, and not next to the primary key's or a unique index (they are indexes already).
 */
export function indexAllowed(draft: Pick<FieldDraft, 'type' | 'unique' | 'primaryKey'>): boolean {
  return !isColumnless(draft.type) && draft.type !== 'json' && !draft.unique && !draft.primaryKey;
}

export function setDatatype(
  draft: FieldDraft,
  datatype: string,
  vendor: DatabaseVendor,
): FieldDraft {
  return { ...draft, datatype, length: defaultLength(datatype, vendor) };
}

/** A typed length; a string type's length above 255 switches the datatype to TEXT. */
export function setLength(draft: FieldDraft, length: string, vendor: DatabaseVendor): FieldDraft {
  return textSwitch({ ...draft, length: length.replace(/\s+/g, '') }, vendor);
}

/**
 * The relation tab's edit. A new many-to-one takes the related primary key's column (datatype,
 * length, signed), so the foreign key matches what it points at; the schema tab shows it.
 */
export function setRelation(draft: FieldDraft, relation: RelationDraft): FieldDraft {
  const key = (relation as { keyColumn?: KeyColumn | null }).keyColumn;
  if (!draft.isNew || relation.kind !== 'm2o' || !key) return { ...draft, relation };
  return {
    ...draft,
    relation,
    datatype: key.datatype,
    length: key.length === null ? '' : String(key.length),
    signed: key.signed,
  };
}

/**
 * Whether the column's datatype and length are the related key's (a new many-to-one once its
 * related collection is picked): the schema tab shows them but does not offer to change them.
 */
export function columnFollowsRelation(draft: FieldDraft): boolean {
  const key = (draft.relation as { keyColumn?: KeyColumn | null } | null)?.keyColumn;
  return draft.isNew && draft.relation?.kind === 'm2o' && !!key;
}

/** The typed name as a field name (lower case, slug with underscores). */
export function setName(draft: FieldDraft, typed: string): FieldDraft {
  if (!draft.isNew) return draft;
  return { ...draft, field: toIdentifier(typed) };
}

/**
 * Picking an interface: a new field moves to the schema tab, gets the interface's option
 * defaults and its first type (with that type's datatype and length), then the recommended
 * length, default value, validation and required. An existing field keeps its column (its type
 * when the interface allows it) and only takes the option defaults.
 */
export function pickInterface(
  draft: FieldDraft,
  definition: WizardInterface,
  context: DraftContext,
): FieldDraft {
  const kind = relationKindOf(definition);
  const relation = kind
    ? initialRelationDraft(kind, context.collection, draft.field, context.relations, definition.id)
    : null;
  const options = optionDefaults(definition);
  if (!draft.isNew) {
    const keepsType = definition.types.includes(draft.type);
    const changed = keepsType
      ? draft
      : setType(draft, definition.types[0] ?? 'string', context.vendor);
    return { ...changed, interfaceId: definition.id, options, relation, tab: 'schema' };
  }
  let next = setType(
    { ...draft, interfaceId: definition.id, options, relation, tab: 'schema' },
    definition.types[0] ?? 'string',
    context.vendor,
  );
  const recommended = definition.recommended ?? {};
  const info = datatypeInfo(next.datatype);
  if (recommended.length !== undefined && info && takesLength(info, context.vendor)) {
    next = setLength(next, String(recommended.length), context.vendor);
  }
  if (recommended.defaultValue !== undefined && !isColumnless(next.type)) {
    next = { ...next, defaultValue: defaultValueText(recommended.defaultValue, next.type) };
  }
  if (recommended.validation !== undefined) next = { ...next, validation: recommended.validation };
  if (recommended.required !== undefined && requiredAllowed(next)) {
    next = { ...next, required: recommended.required };
  }
  return next;
}

// ---------------------------------------------------------------------------------------------
// Checks

export type NameProblem = 'empty' | 'exists' | 'too_long' | 'invalid';

/** The name's problem: empty, already in the collection, too long, or not a valid name. */
export function nameProblem(draft: FieldDraft, context: DraftContext): NameProblem | null {
  const name = draft.field;
  if (name === '') return 'empty';
  if (!draft.isNew) return null;
  const lower = name.toLowerCase();
  if (context.fields.some((field) => field.field.toLowerCase() === lower)) return 'exists';
  if (name.length > MAX_IDENTIFIER_LENGTH) return 'too_long';
  if (!isValidIdentifier(name)) return 'invalid';
  return null;
}

export type LengthProblem =
  | { problem: 'not_a_number' }
  | { problem: 'too_long'; max: number }
  | { problem: 'precision_format' }
  | { problem: 'precision_too_big'; maxDigits: number; maxDecimals: number }
  | { problem: 'decimals_above_digits' };

/** Whether the length input is enabled: the datatype takes a length (or is a decimal). */
export function lengthEditable(draft: FieldDraft, vendor: DatabaseVendor): boolean {
  const info = datatypeInfo(draft.datatype);
  return !!info && takesLength(info, vendor);
}

/** What is wrong with the typed length for the datatype, or null (empty means the default). */
export function lengthProblem(draft: FieldDraft, vendor: DatabaseVendor): LengthProblem | null {
  const info = datatypeInfo(draft.datatype);
  if (!info || !takesLength(info, vendor) || draft.length === '') return null;
  if (info.lengthKind === 'precision') {
    const match = /^(\d+)(?:,(\d+))?$/.exec(draft.length);
    if (!match) return { problem: 'precision_format' };
    const digits = Number(match[1]);
    const decimals = Number(match[2] ?? 0);
    if (digits < 1) return { problem: 'precision_format' };
    // The server's limit for every "digits,decimals" type (DECIMAL, FLOAT, DOUBLE).
    if (digits > MAX_PRECISION.digits || decimals > MAX_PRECISION.decimals) {
      return {
        problem: 'precision_too_big',
        maxDigits: MAX_PRECISION.digits,
        maxDecimals: MAX_PRECISION.decimals,
      };
    }
    if (decimals > digits) return { problem: 'decimals_above_digits' };
    return null;
  }
  if (!/^\d+$/.test(draft.length) || Number(draft.length) < 1) return { problem: 'not_a_number' };
  const max = maxSizeOn(info, vendor);
  if (Number(draft.length) > max) return { problem: 'too_long', max };
  return null;
}

export function defaultValueEditable(draft: FieldDraft): boolean {
  return !isColumnless(draft.type);
}

/** How a type's default value is checked and sent. */
export type ValueKind =
  | 'integer'
  | 'number'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'time'
  | 'json'
  | 'text';

export function valueKind(draft: FieldDraft): ValueKind {
  if (draft.type === 'boolean') return 'boolean';
  if (draft.type === 'date') return 'date';
  if (draft.type === 'time') return 'time';
  if (
    draft.type === 'datetime' ||
    draft.type === 'datetime_created' ||
    draft.type === 'datetime_updated'
  ) {
    return 'datetime';
  }
  if (draft.type === 'json') return 'json';
  const family = datatypeInfo(draft.datatype)?.family;
  if (family === 'integer' || family === 'year') return 'integer';
  if (family === 'decimal' || family === 'float') return 'number';
  return 'text';
}

function validDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function validTime(hours: number, minutes: number, seconds: number): boolean {
  return hours < 24 && minutes < 60 && seconds < 60;
}

export type DefaultValueProblem =
  | { problem: 'integer' }
  | { problem: 'number' }
  | { problem: 'boolean' }
  | { problem: 'date' }
  | { problem: 'datetime' }
  | { problem: 'time' }
  | { problem: 'json' }
  | { problem: 'text_too_long'; max: number };

/** Whether the default value fits the type: a number, true/false, a real date, a short string. */
export function defaultValueProblem(
  draft: FieldDraft,
  vendor: DatabaseVendor,
): DefaultValueProblem | null {
  const value = draft.defaultValue;
  if (value === '' || !defaultValueEditable(draft)) return null;
  switch (valueKind(draft)) {
    case 'integer':
      return /^-?\d+$/.test(value.trim()) ? null : { problem: 'integer' };
    case 'number':
      return value.trim() !== '' && Number.isFinite(Number(value)) ? null : { problem: 'number' };
    case 'boolean':
      return value === 'true' || value === 'false' ? null : { problem: 'boolean' };
    case 'date': {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
      return match && validDate(Number(match[1]), Number(match[2]), Number(match[3]))
        ? null
        : { problem: 'date' };
    }
    case 'datetime': {
      const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
      return match &&
        validDate(Number(match[1]), Number(match[2]), Number(match[3])) &&
        validTime(Number(match[4]), Number(match[5]), Number(match[6] ?? 0))
        ? null
        : { problem: 'datetime' };
    }
    case 'time': {
      const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
      return match && validTime(Number(match[1]), Number(match[2]), Number(match[3] ?? 0))
        ? null
        : { problem: 'time' };
    }
    case 'json':
      try {
        JSON.parse(value);
        return null;
      } catch {
        return { problem: 'json' };
      }
    default: {
      const info = datatypeInfo(draft.datatype);
      if (info?.lengthKind !== 'size') return null;
      const max = draft.length === '' ? info.defaultLength : Number(draft.length);
      const limit = max ?? maxSizeOn(info, vendor);
      return value.length > limit ? { problem: 'text_too_long', max: limit } : null;
    }
  }
}

/** The validation pattern's error (as `new RegExp` reports it), or null. */
export function validationProblem(draft: FieldDraft): string | null {
  if (draft.validation === '') return null;
  try {
    new RegExp(draft.validation);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Required cannot be set on a primary key or a type without a column. */
export function requiredAllowed(draft: FieldDraft): boolean {
  return !draft.primaryKey && !isColumnless(draft.type);
}

/** Signed applies to integer fields only. */
export function signedAllowed(draft: FieldDraft): boolean {
  return draft.type === 'integer';
}

export type PrimaryKeyLock = 'cannot_disable' | 'only_one' | null;

/**
 * The primary-key toggle: locked on for the collection's primary key (it cannot be turned off),
 * locked off while another field is the primary key (only one per collection).
 */
export function primaryKeyLock(draft: FieldDraft, context: DraftContext): PrimaryKeyLock {
  if (isColumnless(draft.type)) return 'only_one';
  const other = context.fields.some(
    (field) => field.field !== draft.field && flag(field.primary_key),
  );
  if (!draft.isNew && draft.primaryKey) return 'cannot_disable';
  if (other) return 'only_one';
  return null;
}

export function setPrimaryKey(draft: FieldDraft, on: boolean, context: DraftContext): FieldDraft {
  if (primaryKeyLock(draft, context)) return draft;
  return { ...draft, primaryKey: on, required: on ? false : draft.required };
}

export type SchemaInput = 'name' | 'length' | 'default_value' | 'validation';

export interface SchemaProblem {
  input: SchemaInput;
  problem: string;
}

/** Every problem of the schema tab, in the order the inputs appear. */
export function schemaProblems(draft: FieldDraft, context: DraftContext): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const name = nameProblem(draft, context);
  if (name) problems.push({ input: 'name', problem: name });
  const length = lengthProblem(draft, context.vendor);
  if (length) problems.push({ input: 'length', problem: length.problem });
  const value = defaultValueProblem(draft, context.vendor);
  if (value) problems.push({ input: 'default_value', problem: value.problem });
  if (validationProblem(draft) !== null) problems.push({ input: 'validation', problem: 'regex' });
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Saving

/** The typed default value as the value the server stores. */
export function defaultValueOf(draft: FieldDraft): unknown {
  if (draft.defaultValue === '') return null;
  switch (valueKind(draft)) {
    case 'integer':
    case 'number':
      return Number(draft.defaultValue);
    case 'boolean':
      return draft.defaultValue === 'true';
    default:
      return draft.defaultValue;
  }
}

function lengthOf(draft: FieldDraft, vendor: DatabaseVendor): number | string | null {
  const info = datatypeInfo(draft.datatype);
  if (!info || !takesLength(info, vendor) || draft.length === '') return null;
  return info.lengthKind === 'precision' ? draft.length : Number(draft.length);
}

/**
 * The field as the server takes it. Types without a column send no datatype, length, default,
 * signed, unique or primary key. `sort` only for a new field (the collection's count plus 1).
 */
export function fieldDefinition(
  draft: FieldDraft,
  vendor: DatabaseVendor,
  sort?: number,
): FieldDefinition {
  const definition: FieldDefinition = {
    field: draft.field,
    type: draft.type,
    interface: draft.interfaceId,
    options: Object.keys(draft.options).length > 0 ? draft.options : null,
    required: requiredAllowed(draft) ? draft.required : false,
    readonly: draft.readonly,
    hidden_detail: draft.hiddenDetail,
    hidden_browse: draft.hiddenBrowse,
    validation: draft.validation === '' ? null : draft.validation,
    width: draft.width,
    note: draft.note.trim() === '' ? null : draft.note,
    translation: translationsOf(draft),
  };
  if (!isColumnless(draft.type)) {
    definition.datatype = draft.datatype;
    definition.length = lengthOf(draft, vendor);
    definition.default_value = defaultValueOf(draft);
    definition.unique = draft.unique;
    definition.indexed = indexAllowed(draft) && draft.indexed;
    definition.primary_key = draft.primaryKey;
    if (signedAllowed(draft)) definition.signed = draft.signed;
  }
  if (sort !== undefined) definition.sort = sort;
  return definition;
}

function translationsOf(draft: FieldDraft): TranslationRow[] | null {
  const rows = draft.translation.filter(
    (row) => row.locale !== '' && row.translation.trim() !== '',
  );
  return rows.length > 0 ? rows : null;
}

/** Only what an edit changed, for `updateField` (the name identifies the field, it is not sent). */
export function changedAttributes(
  before: FieldDefinition,
  after: FieldDefinition,
): Partial<FieldDefinition> {
  const changes: Record<string, unknown> = {};
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  keys.delete('field');
  for (const key of keys) {
    const was = (before as unknown as Record<string, unknown>)[key];
    const now = (after as unknown as Record<string, unknown>)[key];
    if (JSON.stringify(was ?? null) !== JSON.stringify(now ?? null)) changes[key] = now ?? null;
  }
  return changes as Partial<FieldDefinition>;
}
