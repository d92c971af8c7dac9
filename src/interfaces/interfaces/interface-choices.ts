import { iconFor } from '../../ui/Icon.js';
import type { SelectOption } from '../../ui/Select.js';
import type { InterfaceDefinition } from '../registry.js';

// Which interfaces the `interfaces` picker offers (v8 options `relational` and `status`, both on
// by default): relational ones only with `relational`, the status interface only with `status`.

export interface ChoiceFilter {
  relational: boolean;
  status: boolean;
}

/** An interface that edits a status field (v8 tells it by its first type). */
export function isStatusInterface(definition: InterfaceDefinition): boolean {
  return definition.types[0] === 'status';
}

export function interfaceChoices(
  installed: readonly InterfaceDefinition[],
  filter: ChoiceFilter,
  locale: string | null,
  nameOf: (definition: InterfaceDefinition) => string = (definition) => definition.name,
): SelectOption[] {
  return installed
    .filter((definition) => filter.relational || definition.relation === undefined)
    .filter((definition) => filter.status || !isStatusInterface(definition))
    .map((definition) => ({
      value: definition.id,
      label: nameOf(definition),
      icon: iconFor(definition.icon, 'extension'),
      hint: definition.id,
    }))
    .sort(
      (a, b) =>
        a.label.localeCompare(b.label, locale ?? undefined, { sensitivity: 'base' }) ||
        a.value.localeCompare(b.value),
    );
}
