import { atom } from 'nanostores';
import { getCollections, getRelations } from '../api/schema.js';
import type { CollectionInfo, Relation } from '../api/types.js';
import { $currentProjectKey } from './current-project.js';
import { onReset } from './reset.js';

// The current project's schema (collections with their fields, relations), loaded at hydration.

/** Collections keyed by name. */
export const $collections = atom<Readonly<Record<string, CollectionInfo>>>({});

export const $relations = atom<readonly Relation[]>([]);

export function setCollections(collections: readonly CollectionInfo[]): void {
  $collections.set(
    Object.fromEntries(collections.map((collection) => [collection.collection, collection])),
  );
}

export function setRelations(relations: readonly Relation[]): void {
  $relations.set(relations);
}

onReset(() => {
  $collections.set({});
  $relations.set([]);
});

/**
 * Loads collections and relations again after the schema changed (settings screens), so every
 * screen and element on the page sees the new schema without a page reload.
 */
export async function reloadSchema(project: string): Promise<void> {
  const [collections, relations] = await Promise.all([
    getCollections(project),
    getRelations(project),
  ]);
  // Signed out or switched project meanwhile: the answer is not this page's schema any more.
  if ($currentProjectKey.get() !== project) return;
  setCollections(collections);
  setRelations(relations);
}
