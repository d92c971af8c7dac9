import type { FieldInfo } from '../../api/types.js';
import { renderTemplate } from '../../interfaces/render-template.js';
import { plainText } from '../DisplayValue.js';

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
    readable.find((field) => field.type === 'string' && field.primary_key !== true) ??
    readable.find((field) => ['slug', 'lang', 'status'].includes(field.type));
  return text ? `{{${text.field}}}` : '';
}

/** The item's title: the rendered template, else its primary key. */
export function templateTitle(template: string, item: Record<string, unknown>, key: unknown) {
  const title = template ? renderTemplate(template, item).trim() : '';
  return title !== '' ? title : plainText(key);
}
