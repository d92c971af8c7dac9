import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { TextDisplay } from '../TextDisplay.js';

const TextareaInput = lazyInput(() =>
  import('./TextareaInput.js').then((module) => module.TextareaInput),
);

export const textareaInterface: InterfaceDefinition = {
  id: 'textarea',
  name: 'Text area',
  icon: 'text_format',
  types: ['string', 'json'],
  options: [
    { name: 'placeholder', interface: 'text-input', default: '' },
    { name: 'rows', interface: 'numeric', default: 8 },
    { name: 'serif', interface: 'toggle', default: false, comment: 'Use a serif font for prose.' },
  ],
  input: TextareaInput,
  display: TextDisplay,
};

registerInterface(textareaInterface);
