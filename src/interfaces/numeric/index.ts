import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { NumericDisplay } from './NumericDisplay.js';

const NumericInput = lazyInput(() =>
  import('./NumericInput.js').then((module) => module.NumericInput),
);

// Option names and defaults as a v8 field record stores them (interfaces catalogue, numeric), and
// three of this admin's own (min, max, step).
export const numericInterface: InterfaceDefinition = {
  id: 'numeric',
  name: 'Numeric',
  icon: 'looks_one',
  types: ['integer', 'decimal', 'sort'],
  options: [
    { name: 'placeholder', interface: 'text-input', default: '' },
    {
      name: 'localized',
      interface: 'toggle',
      default: true,
      comment: 'Show the number with the separators of the user language.',
    },
    {
      name: 'iconLeft',
      interface: 'icon',
      advanced: true,
      comment: 'An icon shown at the start of the box.',
    },
    {
      name: 'iconRight',
      interface: 'icon',
      advanced: true,
      comment: 'An icon shown at the end of the box.',
    },
    { name: 'monospace', interface: 'toggle', default: false, comment: 'Use a fixed-width font.' },
    {
      name: 'min',
      interface: 'numeric',
      comment: 'The smallest number the box offers (an addition of this admin, not a v8 option).',
    },
    {
      name: 'max',
      interface: 'numeric',
      comment: 'The largest number the box offers (an addition of this admin, not a v8 option).',
    },
    {
      name: 'step',
      interface: 'numeric',
      comment: 'How far the arrows move the number (an addition of this admin, not a v8 option).',
    },
  ],
  input: NumericInput,
  display: NumericDisplay,
};

registerInterface(numericInterface);
