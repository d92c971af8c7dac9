import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { TextDisplay } from '../TextDisplay.js';
import { NumericInput } from './NumericInput.js';

export const numericInterface: InterfaceDefinition = {
  id: 'numeric',
  name: 'Numeric',
  icon: 'looks_one',
  types: ['integer', 'decimal', 'sort'],
  options: [
    { name: 'placeholder', interface: 'text-input', default: '' },
    { name: 'min', interface: 'numeric' },
    { name: 'max', interface: 'numeric' },
    { name: 'step', interface: 'numeric' },
  ],
  input: NumericInput,
  display: TextDisplay,
};

registerInterface(numericInterface);
