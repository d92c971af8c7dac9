import type { CollectionInfo } from '../../api/types.js';
import { isSystemCollection, systemRouteName } from '../../schema/system-collection.js';
import { collectionTitle, titleCase } from '../../shell/collection-title.js';
import type { SelectOption } from '../../ui/Select.js';

// The collections interface's words: a collection by its translated title (the shell's rule), a
// system collection by its name without `directus_` ("Users", not "Directus Users"), and a name the
// schema does not know as it is written.

export function collectionDisplayName(
  name: string,
  collections: Readonly<Record<string, CollectionInfo>>,
  locale: string | null,
): string {
  const known = collections[name];
  if (known && !isSystemCollection(name)) return collectionTitle(known, locale);
  if (isSystemCollection(name)) {
    const translated = known ? collectionTitle(known, locale) : '';
    // collectionTitle falls back to the title-cased name: that is "Directus …", not a translation.
    return translated && translated !== titleCase(name)
      ? translated
      : titleCase(systemRouteName(name));
  }
  return name;
}

/** Group labels for a list with system collections in it. */
export interface ChoiceGroups {
  user: string;
  system: string;
}

/**
 * The collections to choose from, by title: user collections, then (with `groups`) the system
 * ones under their own heading.
 */
export function collectionChoices(
  collections: Readonly<Record<string, CollectionInfo>>,
  locale: string | null,
  groups: ChoiceGroups | null,
): SelectOption[] {
  const option = (name: string): SelectOption => ({
    value: name,
    label: collectionDisplayName(name, collections, locale),
    hint: name,
  });
  const byLabel = (a: SelectOption, b: SelectOption) => a.label.localeCompare(b.label);
  const names = Object.keys(collections);
  const user = names
    .filter((name) => !isSystemCollection(name))
    .map(option)
    .sort(byLabel);
  if (!groups) return user;
  const system = names.filter(isSystemCollection).map(option).sort(byLabel);
  return [
    ...user.map((one) => ({ ...one, group: groups.user })),
    ...system.map((one) => ({ ...one, group: groups.system })),
  ];
}
