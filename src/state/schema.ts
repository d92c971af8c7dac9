import { atom } from 'nanostores';
import type { CollectionInfo, Relation } from '../api/types.js';
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
