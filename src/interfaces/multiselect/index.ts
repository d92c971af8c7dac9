import { registerStyles } from '../../ui/styles.js';
import { ChoicesDisplay } from '../checkboxes/ChoicesDisplay.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import css from './multiselect.css';

const MultiselectInput = lazyInput(() =>
  import('./MultiselectInput.js').then((module) => module.MultiselectInput),
);

// Option names and defaults as a v8 field record stores them (interfaces catalogue, multiselect).
export const multiselectInterface: InterfaceDefinition = {
  id: 'multiselect',
  name: 'Multi-select',
  icon: 'done_all', // v8's playlist_add_check is not one the admin draws
  types: ['array'],
  recommended: { length: 100 },
  options: [
    {
      name: 'choices',
      interface: 'json',
      default: {
        value1: 'Option 1',
        value2: 'Option 2',
        value3: 'Option 3',
        value4: 'Option 4',
        value5: 'Option 5',
      },
      comment: 'An object of stored value → shown label.',
    },
    { name: 'placeholder', interface: 'text-input' },
    {
      name: 'size',
      interface: 'numeric',
      default: 6,
      options: { min: 3, max: 20 },
      comment: 'Rows shown before the list scrolls (3 to 20).',
    },
    {
      name: 'wrapWithDelimiter',
      interface: 'toggle',
      default: true,
      comment: 'Store ",a,b," so a filter can find whole values.',
    },
    {
      name: 'formatting',
      interface: 'dropdown',
      default: 'text',
      options: { choices: { text: 'Display text', value: 'Value' } },
      comment: 'What listings show: the labels or the stored values.',
    },
  ],
  input: MultiselectInput,
  display: ChoicesDisplay,
};

registerInterface(multiselectInterface);
registerStyles(css);
