// System collections are the API's own tables (spec 2 §2): their names start with `directus_`,
// and the admin addresses them by the name without that prefix (`directus_users` → `users`).

export const SYSTEM_PREFIX = 'directus_';

export function isSystemCollection(name: string): boolean {
  return name.startsWith(SYSTEM_PREFIX);
}

/** `directus_users` → `users`; a user collection keeps its name. */
export function systemRouteName(name: string): string {
  return isSystemCollection(name) ? name.slice(SYSTEM_PREFIX.length) : name;
}

/** `users` → `directus_users`: the collection a system route segment names. */
export function systemCollectionName(segment: string): string {
  return `${SYSTEM_PREFIX}${segment}`;
}
