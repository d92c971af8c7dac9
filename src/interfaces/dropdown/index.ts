import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { DropdownDisplay } from './DropdownDisplay.js';
import { dropdownChoices } from './dropdown-options.js';

const DropdownInput = lazyInput(() =>
  import('./DropdownInput.js').then((module) => module.DropdownInput),
);

// Option names and defaults as a v8 field record stores them (interfaces catalogue, dropdown).
export const dropdownInterface: InterfaceDefinition = {
  id: 'dropdown',
  name: 'Dropdown',
  icon: 'arrow_drop_down_circle',
  types: ['string', 'integer'],
  recommended: { length: 100 },
  options: [
    {
      name: 'choices',
      interface: 'json',
      default: {},
      comment: 'An object of stored value → shown label, or a list of values.',
    },
    { name: 'placeholder', interface: 'text-input' },
    {
      name: 'allow_other',
      interface: 'toggle',
      default: false,
      comment: 'Add an "Other…" entry where the user types a value of their own.',
    },
    {
      name: 'formatting',
      interface: 'toggle',
      default: true,
      comment: 'Show a list of values as titles ("in_review" as "In Review").',
    },
    {
      name: 'icon',
      interface: 'icon',
      advanced: true,
      comment: 'An icon shown in the control.',
    },
  ],
  input: DropdownInput,
  display: DropdownDisplay,
  filterChoices: ({ options }) => dropdownChoices(options),
};

registerInterface(dropdownInterface);
