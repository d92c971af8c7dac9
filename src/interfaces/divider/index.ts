import { registerStyles } from '../../ui/styles.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import css from './divider.css';

const DividerInput = lazyInput(() =>
  import('./DividerInput.js').then((module) => module.DividerInput),
);

registerStyles(css);

// Option names and defaults as a v8 field record stores them (interfaces catalogue #14); the
// title's default is ours. A divider holds no value, so listings show nothing for it.
export const dividerInterface: InterfaceDefinition = {
  id: 'divider',
  name: 'Divider',
  icon: 'remove',
  types: ['alias'],
  hideLabel: true,
  options: [
    {
      name: 'style',
      interface: 'dropdown',
      default: 'large',
      options: { choices: { large: 'Large', small: 'Small' } },
    },
    { name: 'title', interface: 'text-input', default: 'Section heading', defaultIsText: true },
    { name: 'description', interface: 'textarea' },
    {
      name: 'hr',
      label: 'Rule',
      interface: 'toggle',
      default: true,
      comment: 'Draw a rule above the heading.',
    },
    {
      name: 'margin',
      interface: 'toggle',
      default: true,
      comment: 'Leave room above the heading.',
    },
  ],
  input: DividerInput,
  display: () => null,
};

registerInterface(dividerInterface);
