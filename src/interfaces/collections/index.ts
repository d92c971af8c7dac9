import { isFlagSet } from '../../schema/flags.js';
import { $collections } from '../../state/schema.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { CollectionsDisplay } from './CollectionsDisplay.js';
import { collectionChoices } from './collection-choices.js';

const CollectionsInput = lazyInput(() =>
  import('./CollectionsInput.js').then((module) => module.CollectionsInput),
);

// v8's `collections`: a string field holding a collection's name (activity, presets, webhooks),
// chosen from the project's collections; system ones only with `include_system`.

export const collectionsInterface: InterfaceDefinition = {
  id: 'collections',
  name: 'Collections',
  icon: 'box',
  types: ['string'],
  recommended: { length: 100 },
  options: [
    { name: 'placeholder', interface: 'text-input' },
    { name: 'include_system', interface: 'toggle', default: false },
  ],
  input: CollectionsInput,
  display: CollectionsDisplay,
  // User collections, then (with include_system, as the activity log's field has) system ones.
  filterChoices: ({ options, locale }) =>
    collectionChoices(
      $collections.get(),
      locale,
      isFlagSet(options.include_system) ? { user: '', system: '' } : null,
    ).map(({ value, label }) => ({ value, label })),
};

registerInterface(collectionsInterface);
