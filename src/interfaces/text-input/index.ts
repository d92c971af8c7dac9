import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { TextDisplay } from '../TextDisplay.js';
import { TextInput } from './TextInput.js';

export const textInputInterface: InterfaceDefinition = {
  id: 'text-input',
  name: 'Text input',
  icon: 'text_fields',
  types: ['string', 'uuid', 'lang', 'slug', 'hash'],
  options: [
    { name: 'placeholder', interface: 'text-input', default: '' },
    { name: 'trim', interface: 'toggle', default: true },
    {
      name: 'font',
      interface: 'dropdown',
      default: 'sans-serif',
      options: { choices: { 'sans-serif': 'Sans serif', serif: 'Serif', monospace: 'Monospace' } },
    },
  ],
  recommended: { length: 200 },
  input: TextInput,
  display: TextDisplay,
};

registerInterface(textInputInterface);
