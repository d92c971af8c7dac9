import { registerStyles } from '../../ui/styles.js';
import checkboxCss from '../checkboxes/checkboxes.css';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { CheckboxesRelationalDisplay } from './CheckboxesRelationalDisplay.js';
import css from './checkboxes-relational.css';

const CheckboxesRelationalInput = lazyInput(() =>
  import('./CheckboxesRelationalInput.js').then((module) => module.CheckboxesRelationalInput),
);

// Option names and defaults as a v8 field record stores them (interfaces catalogue, row 5).
export const checkboxesRelationalInterface: InterfaceDefinition = {
  id: 'checkboxes-relational',
  name: 'Checkboxes (relational)',
  icon: 'check_box',
  // v8 stores many-to-many fields as o2m (the junction relation makes them many-to-many).
  types: ['o2m'],
  relation: 'm2m',
  options: [
    {
      name: 'grid',
      label: 'Columns',
      interface: 'numeric',
      default: 2,
      comment: 'How many columns of checkboxes (one on a narrow screen).',
    },
    {
      name: 'template',
      interface: 'text-input',
      comment: 'How each related item is labelled, like {{name}}.',
    },
    {
      name: 'listing_template',
      interface: 'text-input',
      comment: 'How listings show the linked items, like {{name}}. Empty: how many are linked.',
    },
  ],
  input: CheckboxesRelationalInput,
  display: CheckboxesRelationalDisplay,
};

registerInterface(checkboxesRelationalInterface);
// The boxes are the checkboxes interface's own (registering a sheet twice is a no-op).
registerStyles(checkboxCss);
registerStyles(css);
