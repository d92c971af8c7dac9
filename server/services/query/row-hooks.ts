// A value computed for the rows of one collection by the item engine, whether the collection is
// read directly or reached through a relation (`fields=*,image.*`): directus_files rows get their
// `data` object this way (services/files/file-data.ts). It is added when `fields` is the default,
// has `*` at that level, or names the field (`image.data`); the columns the hook needs are then
// selected whatever `fields` asks for, and handed to it per row.
import type { Knex } from 'knex';

export type HookItem = Record<string, unknown>;

export interface RowHook {
  /** The computed field: added when `fields` is the default, has `*` or names it. */
  readonly field: string;
  /** Columns read for every row of the collection (output only if `fields` selects them). */
  readonly columns: readonly string[];
  /** Adds computed values to `items`; `rows[i]` holds the hook's columns of `items[i]`. */
  apply(items: HookItem[], rows: Record<string, unknown>[], db: Knex): Promise<void>;
}

const hooks = new Map<string, RowHook>();

export function setRowHook(collection: string, hook: RowHook): void {
  hooks.set(collection, hook);
}

export function rowHookFor(collection: string): RowHook | undefined {
  return hooks.get(collection);
}
