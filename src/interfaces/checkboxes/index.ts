import { registerStyles } from '../../ui/styles.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { ChoicesDisplay } from './ChoicesDisplay.js';
import css from './checkboxes.css';

const CheckboxesInput = lazyInput(() =>
  import('./CheckboxesInput.js').then((module) => module.CheckboxesInput),
);

// Option names and defaults as a v8 field record stores them (interfaces catalogue, checkboxes).
export const checkboxesInterface: InterfaceDefinition = {
  id: 'checkboxes',
  name: 'Checkboxes',
  icon: 'check_box',
  // v8 edits `array` fields; a text field holds the same values as CSV.
  types: ['array', 'string'],
  options: [
    { name: 'choices', interface: 'json', comment: 'An object of stored value → shown label.' },
    {
      name: 'allow_other',
      interface: 'toggle',
      default: false,
      comment: 'Let the user add values of their own.',
    },
    {
      name: 'draggable',
      interface: 'toggle',
      default: false,
      comment: 'Let the user put the checked values in order.',
    },
    {
      name: 'wrap',
      interface: 'toggle',
      default: false,
      comment: 'Store ",a,b," so a filter can find whole values.',
    },
    {
      name: 'formatting',
      interface: 'toggle',
      default: true,
      comment: 'Listings show the labels instead of the stored values.',
    },
    { name: 'single', interface: 'toggle', default: false, comment: 'One column of checkboxes.' },
  ],
  input: CheckboxesInput,
  display: ChoicesDisplay,
};

registerInterface(checkboxesInterface);
registerStyles(css);
