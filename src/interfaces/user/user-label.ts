import { type Person, personName, personOf } from '../../screens/item/info/people.js';
import { renderTemplate } from '../render-template.js';

// How a `user` field names its user: the `template` option over the user row (v8's default
// "{{first_name}} {{last_name}}"), else the shared rule (name, email, `#id`).

export const DEFAULT_USER_TEMPLATE = '{{first_name}} {{last_name}}';

export function userTemplate(options: Record<string, unknown>): string {
  return typeof options.template === 'string' && options.template.trim() !== ''
    ? options.template
    : DEFAULT_USER_TEMPLATE;
}

export function userLabel(person: Person, template: string): string {
  const text = renderTemplate(template, person).replace(/\s+/g, ' ').trim();
  return text || personName(person);
}

/** The user id a stored value names: a number, a numeric string, or an expanded row's id. */
export function userIdOf(value: unknown): number | null {
  return personOf(value)?.id ?? null;
}
