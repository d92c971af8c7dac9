import type { CollectionInfo, FieldInfo } from '../api/types.js';
import { renderTemplate } from '../interfaces/render-template.js';
import { isFlagSet } from '../schema/flags.js';
import { plainText } from './DisplayValue.js';

// The item title of the calendar and timeline layouts: a display template like `{{title}}` or
// `{{author.name}} – {{title}}` (v8 layouts' "display template"), rendered as plain text. Only
// placeholders that start with a readable field are asked from the server: an unknown one would
// fail the whole query.

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

const RELATIONAL_TYPES = new Set([
  'm2o',
  'o2m',
  'm2m',
  'file',
  'user',
  'owner',
  'user_updated',
  'translation',
]);

/** The dotted paths a template names, in order, each once. */
export function templatePaths(template: string): string[] {
  const paths: string[] = [];
  for (const match of template.matchAll(PLACEHOLDER)) {
    const path = match[1] as string;
    if (!paths.includes(path)) paths.push(path);
  }
  return paths;
}

/** Placeholders whose first part is not a field the user may read. */
export function unknownTemplateFields(template: string, readable: readonly FieldInfo[]): string[] {
  const names = new Set(readable.map((field) => field.field));
  return templatePaths(template)
    .map((path) => path.split('.')[0] as string)
    .filter((name, index, all) => !names.has(name) && all.indexOf(name) === index);
}

/**
 * The `fields` entries a template needs: a plain field by name, a relational one expanded as deep
 * as the placeholder reaches (`author.name` → `author.*`).
 */
export function templateRequestFields(template: string, readable: readonly FieldInfo[]): string[] {
  const byName = new Map(readable.map((field) => [field.field, field]));
  const fields: string[] = [];
  for (const path of templatePaths(template)) {
    const [name, ...rest] = path.split('.') as [string, ...string[]];
    const field = byName.get(name);
    if (!field) continue;
    const entry =
      RELATIONAL_TYPES.has(field.type) || rest.length > 0
        ? `${name}${'.*'.repeat(Math.max(1, rest.length))}`
        : name;
    if (!fields.includes(entry)) fields.push(entry);
  }
  return fields;
}

/** The template a layout uses when none is set: the first text field, else none. */
export function defaultTemplate(readable: readonly FieldInfo[]): string {
  const text =
    readable.find((field) => field.type === 'string' && !isFlagSet(field.primary_key)) ??
    readable.find((field) => ['slug', 'lang', 'status'].includes(field.type));
  return text ? `{{${text.field}}}` : '';
}

/** The item's title: the rendered template, else its primary key. */
export function templateTitle(template: string, item: Record<string, unknown>, key: unknown) {
  const title = template ? renderTemplate(template, item).trim() : '';
  return title !== '' ? title : plainText(key);
}

/**
 * The template that names an item of a collection: the collection's own `display_template` when it
 * has one (v8 collections have none, later versions and custom columns may), else the first text
 * field's.
 */
export function collectionTemplate(
  collection: CollectionInfo,
  readable: readonly FieldInfo[] = Object.values(collection.fields ?? {}),
): string {
  const own = collection.display_template;
  if (typeof own === 'string' && own.trim() !== '') return own;
  return defaultTemplate(sortedFields(readable));
}

/** Fields in form order (sort, nulls last), so "the first text field" is the one users see first. */
function sortedFields(fields: readonly FieldInfo[]): FieldInfo[] {
  const order = (field: FieldInfo) =>
    typeof field.sort === 'number' ? field.sort : Number.MAX_SAFE_INTEGER;
  return [...fields].sort((a, b) => order(a) - order(b));
}

/** An item's display text by its collection's template; empty when the template gives nothing. */
export function itemDisplayText(
  collection: CollectionInfo,
  item: Record<string, unknown> | null | undefined,
  readable?: readonly FieldInfo[],
): string {
  if (!item) return '';
  const template = collectionTemplate(collection, readable);
  return template ? renderTemplate(template, item).trim() : '';
}
