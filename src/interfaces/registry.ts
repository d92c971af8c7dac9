import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { FieldInfo } from '../api/types.js';
import { registerBundledExtension } from '../state/extensions.js';

// The interface registry (architecture: one folder per interface, the core knows only this file).
// An interface is the input a field is edited with and the display a listing shows it with. Each
// interface folder exports one definition and registers it; the form and the layouts look fields'
// `interface` ids up here and fall back to plain text when nothing matches.

/** One option an interface accepts (as in v8 meta.json `options`). */
export interface InterfaceOption {
  name: string;
  /** The label in English when the name title-cased says it badly (interface-texts.ts). */
  label?: string;
  comment?: string;
  /** The interface used to edit the option itself in field settings. */
  interface: string;
  default?: unknown;
  /** The default is words shown to editors (a heading, a placeholder): shown translated. */
  defaultIsText?: boolean;
  /**
   * What a new field's option starts as in the field wizard when that differs from `default`,
   * which also fills options a stored field leaves unset (the status mapping: written into a new
   * field, never assumed for an existing one).
   */
  initial?: unknown;
  options?: Record<string, unknown>;
  advanced?: boolean;
}

export interface InputProps<Value = unknown> {
  /** The current value (staged edit or saved value). */
  value: Value;
  field: FieldInfo;
  /** The field's `options`, with the definition's defaults filled in. */
  options: Record<string, unknown>;
  readonly: boolean;
  /** The whole item being edited (for interfaces that depend on siblings, e.g. slug). */
  values: Record<string, unknown>;
  /** Stages a new value. */
  onChange(value: Value): void;
  /** The id of the control, so the form's <label htmlFor> points at it. */
  id: string;
  /** Set when the field has a validation problem (required, format). */
  invalid?: boolean;
}

export interface DisplayProps<Value = unknown> {
  value: Value;
  field: FieldInfo;
  options: Record<string, unknown>;
}

export interface InterfaceDefinition {
  id: string;
  name: string;
  icon?: string;
  /** The field types (spec 2 §3) this interface can edit. */
  types: readonly string[];
  /** Relational interfaces name their relation kind. */
  relation?: 'm2o' | 'o2m' | 'm2m' | 'file';
  /** Other ids fields may name it by (v8's names: `switch` for toggle). */
  aliases?: readonly string[];
  options?: readonly InterfaceOption[];
  /**
   * What a new field with this interface starts with (spec 3 §3 "Interface extension",
   * "Recommended lengths"); the field wizard applies it after picking the interface.
   */
  recommended?: {
    length?: number;
    defaultValue?: unknown;
    validation?: string;
    required?: boolean;
  };
  /**
   * The value a new item starts with when the interface decides it (datetime's
   * `defaultToCurrentDatetime`), or undefined to leave the field's own default.
   */
  newItemValue?(field: FieldInfo, options: Record<string, unknown>): unknown;
  /** Hides the form label (e.g. a divider). */
  hideLabel?: boolean;
  input: ComponentType<InputProps>;
  display?: ComponentType<DisplayProps>;
  /**
   * The values a filter on this field can pick from, by label (the filter bar offers a list
   * instead of a text box): a dropdown's choices, the logged actions, the collections. Null or
   * absent: the value is typed.
   */
  filterChoices?(context: FilterChoicesContext): readonly FilterChoice[] | null;
}

export interface FilterChoice {
  value: string;
  label: string;
}

export interface FilterChoicesContext {
  field: FieldInfo;
  /** The field's options with the interface's defaults filled in. */
  options: Record<string, unknown>;
  t: TFunction<'app'>;
  locale: string | null;
}

const interfaces = new Map<string, InterfaceDefinition>();
const aliases = new Map<string, InterfaceDefinition>();
/** Where an id no bundled interface has is looked up next (src/extensions/ sets it). */
let serverInterface: (id: string) => InterfaceDefinition | null = () => null;

/** Registers a bundled interface; registering an id twice keeps the first. */
export function registerInterface(definition: InterfaceDefinition): void {
  if (interfaces.has(definition.id)) return;
  interfaces.set(definition.id, definition);
  for (const alias of definition.aliases ?? []) {
    if (!aliases.has(alias)) aliases.set(alias, definition);
  }
  registerBundledExtension('interfaces', {
    id: definition.id,
    name: definition.name,
    icon: definition.icon,
  });
}

/** A bundled interface, else one the server hosts (src/extensions/), else null. */
export function getInterface(id: string | null | undefined): InterfaceDefinition | null {
  return (id && (interfaces.get(id) ?? aliases.get(id) ?? serverInterface(id))) || null;
}

/** The lookup of the interfaces the server hosts; src/extensions/server-interfaces.tsx sets it. */
export function setServerInterfaceLookup(lookup: (id: string) => InterfaceDefinition | null): void {
  serverInterface = lookup;
}

/** The bundled interfaces (the server's are listed by `GET /interfaces`). */
export function listInterfaces(): InterfaceDefinition[] {
  return [...interfaces.values()];
}

/** The field's options with each option's default filled in where the field leaves it unset. */
export function optionsWithDefaults(
  definition: InterfaceDefinition | null,
  field: FieldInfo,
): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const option of definition?.options ?? []) {
    if (option.default !== undefined) options[option.name] = option.default;
  }
  return { ...options, ...(field.options ?? {}) };
}
