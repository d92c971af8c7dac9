// Which interfaces the first tab offers: the popular ones first (spec 3 §4, those registered),
// then all of them, narrowed by a search on name or id.
import { POPULAR_INTERFACES } from './field-draft.js';

interface Named {
  id: string;
  name: string;
}

/** The popular interfaces that are registered, in the spec's order. */
export function popularInterfaces<Definition extends Named>(
  interfaces: readonly Definition[],
): Definition[] {
  return POPULAR_INTERFACES.flatMap((id) => interfaces.find((entry) => entry.id === id) ?? []);
}

/** Whether a search matches an interface's name or id (case and accents ignored). */
export function matchesInterface(definition: Named, query: string): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const wanted = fold(query.trim());
  if (wanted === '') return true;
  return fold(definition.name).includes(wanted) || fold(definition.id).includes(wanted);
}
