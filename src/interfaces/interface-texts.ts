import type { TFunction } from 'i18next';
import type { FieldInfo } from '../api/types.js';
import { titleCase } from '../shell/collection-title.js';
import {
  type InterfaceDefinition,
  type InterfaceOption,
  listInterfaces,
  optionsWithDefaults,
} from './registry.js';

// The words an interface shows about itself (its name, its options' labels, hints and choice
// labels) as translatable keys under `interface_catalogue.{id}`. The English is written once, in
// the definition beside the option it describes; the en-US locale file carries the same text under
// these keys (written by `npm run interface-texts`, kept equal by a unit test) so that every other
// language translates it like any other string. A server-hosted interface has no keys: its own
// texts show as they are.

export const INTERFACE_TEXTS = 'interface_catalogue';

/** One interface's texts, as the locale files store them. */
export interface InterfaceTexts {
  name: string;
  options?: Record<string, OptionTexts>;
}

export interface OptionTexts {
  label: string;
  comment?: string;
  /** A default that is words (`defaultIsText`), shown translated. */
  default?: string;
  choices?: Record<string, string>;
}

type Lookup = (key: string, options: { defaultValue: string }) => string;

/** `t` with keys made at run time (the typed `t` only takes keys it can see). */
function lookup(t: TFunction<'app'>): Lookup {
  return t as unknown as Lookup;
}

/** i18next reads dots as nesting: a choice value with one cannot be a key. */
function isKeyPart(part: string): boolean {
  return part !== '' && !part.includes('.');
}

/** `showCharacterCount` and `max_stars` as "Show character count" and "Max stars". */
function labelFromName(name: string): string {
  const [first = '', ...rest] = titleCase(name.replace(/([a-z0-9])([A-Z])/g, '$1_$2')).split(' ');
  // Acronyms (URL, JSON) stay as they are; the other words are written as in a sentence.
  const words = rest.map((word) => (/^[A-Z0-9]{2,}$/.test(word) ? word : word.toLowerCase()));
  return [first, ...words].join(' ');
}

/**
 * The field's options with the definition's defaults filled in (optionsWithDefaults), those that
 * are words ("Section heading", `defaultIsText`) in the interface language.
 */
export function shownOptions(
  t: TFunction<'app'>,
  definition: InterfaceDefinition | null,
  field: FieldInfo,
): Record<string, unknown> {
  const options = optionsWithDefaults(definition, field);
  for (const option of definition?.options ?? []) {
    const own = field.options?.[option.name];
    if (!option.defaultIsText || typeof option.default !== 'string' || own !== undefined) continue;
    options[option.name] = lookup(t)(
      `${INTERFACE_TEXTS}.${definition?.id}.options.${option.name}.default`,
      { defaultValue: option.default },
    );
  }
  return options;
}

export function interfaceName(t: TFunction<'app'>, definition: InterfaceDefinition): string {
  const fallback = definition.name;
  return lookup(t)(`${INTERFACE_TEXTS}.${definition.id}.name`, { defaultValue: fallback });
}

export function optionLabel(t: TFunction<'app'>, interfaceId: string, option: InterfaceOption) {
  const fallback = option.label ?? labelFromName(option.name);
  return lookup(t)(`${INTERFACE_TEXTS}.${interfaceId}.options.${option.name}.label`, {
    defaultValue: fallback,
  });
}

/** The option's hint, or null when it has none. */
export function optionComment(
  t: TFunction<'app'>,
  interfaceId: string,
  option: InterfaceOption,
): string | null {
  if (!option.comment) return null;
  return lookup(t)(`${INTERFACE_TEXTS}.${interfaceId}.options.${option.name}.comment`, {
    defaultValue: option.comment,
  });
}

/**
 * The option editor's own settings with its choices' labels translated. Choices come as v8 writes
 * them: an object of value → label, or a list of `{ label, value }`.
 */
export function translatedEditorOptions(
  t: TFunction<'app'>,
  interfaceId: string,
  option: InterfaceOption,
): Record<string, unknown> | null {
  const editorOptions = option.options ?? null;
  const choices = editorOptions?.choices;
  if (!editorOptions || !choices || typeof choices !== 'object') return editorOptions;
  const label = (value: string, fallback: string) =>
    isKeyPart(value)
      ? lookup(t)(`${INTERFACE_TEXTS}.${interfaceId}.options.${option.name}.choices.${value}`, {
          defaultValue: fallback,
        })
      : fallback;
  const translated = Array.isArray(choices)
    ? choices.map((choice) =>
        isLabelledChoice(choice) ? { ...choice, label: label(choice.value, choice.label) } : choice,
      )
    : Object.fromEntries(
        Object.entries(choices as Record<string, unknown>).map(([value, text]) => [
          value,
          typeof text === 'string' ? label(value, text) : text,
        ]),
      );
  return { ...editorOptions, choices: translated };
}

function isLabelledChoice(choice: unknown): choice is { label: string; value: string } {
  if (!choice || typeof choice !== 'object') return false;
  const { label, value } = choice as Record<string, unknown>;
  return typeof label === 'string' && typeof value === 'string';
}

/** What the en-US locale file holds for one bundled interface (the definition's own English). */
export function englishTexts(definition: InterfaceDefinition): InterfaceTexts {
  const texts: InterfaceTexts = { name: definition.name };
  const options: Record<string, OptionTexts> = {};
  for (const option of definition.options ?? []) {
    const entry: OptionTexts = { label: option.label ?? labelFromName(option.name) };
    if (option.comment) entry.comment = option.comment;
    if (option.defaultIsText && typeof option.default === 'string') entry.default = option.default;
    const choices = choiceLabels(option.options?.choices);
    if (choices) entry.choices = choices;
    options[option.name] = entry;
  }
  if (Object.keys(options).length > 0) texts.options = options;
  return texts;
}

/** The labels worth translating: those that say more than the stored value itself. */
function choiceLabels(choices: unknown): Record<string, string> | undefined {
  if (!choices || typeof choices !== 'object') return undefined;
  const pairs: [string, string][] = Array.isArray(choices)
    ? choices.filter(isLabelledChoice).map((choice) => [choice.value, choice.label])
    : Object.entries(choices as Record<string, unknown>).flatMap(([value, text]) =>
        typeof text === 'string' ? [[value, text] as [string, string]] : [],
      );
  const worth = pairs.filter(([value, text]) => isKeyPart(value) && text !== value);
  return worth.length > 0 ? Object.fromEntries(worth) : undefined;
}

/** What the en-US file holds under `interface_catalogue`: every registered interface, by id. */
export function bundledInterfaceTexts(): Record<string, InterfaceTexts> {
  const definitions = [...listInterfaces()].sort((a, b) => a.id.localeCompare(b.id));
  return Object.fromEntries(
    definitions.map((definition) => [definition.id, englishTexts(definition)]),
  );
}
