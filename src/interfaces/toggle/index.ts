import { registerStyles } from '../../ui/styles.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { ToggleDisplay } from './ToggleDisplay.js';
import css from './toggle.css';

const ToggleInput = lazyInput(() =>
  import('./ToggleInput.js').then((module) => module.ToggleInput),
);

export const toggleInterface: InterfaceDefinition = {
  id: 'toggle',
  // v8 renamed toggle to switch (8.x); fields from v8 projects and its app name it so.
  aliases: ['switch'],
  name: 'Toggle',
  icon: 'check_box',
  types: ['boolean'],
  // Option names and defaults as a v8 field record stores them (interfaces catalogue, toggle); an
  // older `label` option is still read as both labels (toggle-labels.ts).
  options: [
    { name: 'labelOn', interface: 'text-input', comment: 'Shown beside the control when on.' },
    { name: 'labelOff', interface: 'text-input', comment: 'Shown beside the control when off.' },
    {
      name: 'checkbox',
      interface: 'toggle',
      default: false,
      comment: 'Show a checkbox instead of a switch.',
    },
  ],
  input: ToggleInput,
  display: ToggleDisplay,
};

registerInterface(toggleInterface);
registerStyles(css);
