import { parseChoices } from '../dropdown/choices.js';

// button-group's `choices` as v8 stores them: a list of `{ label, value, icon }` entries, where an
// entry may itself be a list (a set of buttons drawn apart from the others); entries that are not
// in a set come last, as one set. v8's option editor wrote a set as `{ groups: [...] }`, read as
// such. A value → label object (the other choice interfaces' shape) and
// JSON text are read too.

export interface ButtonChoice {
  value: string;
  label: string;
  /** A v8 Material icon name, or null. */
  icon: string | null;
}

function entryOf(item: unknown): ButtonChoice | null {
  if (typeof item === 'string' || typeof item === 'number') {
    return { value: String(item), label: String(item), icon: null };
  }
  if (!item || typeof item !== 'object') return null;
  const { value, label, icon } = item as Record<string, unknown>;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  return {
    value: String(value),
    label: typeof label === 'string' ? label : '',
    icon: typeof icon === 'string' && icon !== '' ? icon : null,
  };
}

function entriesOf(items: readonly unknown[]): ButtonChoice[] {
  return items.map(entryOf).filter((entry): entry is ButtonChoice => entry !== null);
}

/** The sets of buttons, in order; empty sets are left out. */
export function buttonChoiceSets(option: unknown): ButtonChoice[][] {
  let choices = option;
  if (typeof choices === 'string') {
    try {
      choices = JSON.parse(choices);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(choices)) {
    const listed = parseChoices(choices).map((choice) => ({ ...choice, icon: null }));
    return listed.length > 0 ? [listed] : [];
  }
  const sets: ButtonChoice[][] = [];
  const single: unknown[] = [];
  for (const item of choices) {
    const groups = item && typeof item === 'object' ? (item as { groups?: unknown }).groups : null;
    if (Array.isArray(item)) sets.push(entriesOf(item));
    else if (Array.isArray(groups)) sets.push(entriesOf(groups));
    else single.push(item);
  }
  sets.push(entriesOf(single));
  return sets.filter((set) => set.length > 0);
}
