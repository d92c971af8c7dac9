import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { TextDisplay } from '../TextDisplay.js';
import { SlugInput } from './SlugInput.js';

export const slugInterface: InterfaceDefinition = {
  id: 'slug',
  name: 'Slug',
  icon: 'link',
  types: ['slug', 'string'],
  recommended: { length: 200 },
  options: [
    { name: 'mirroredField', interface: 'text-input', comment: 'The field the slug follows.' },
    { name: 'placeholder', interface: 'text-input', default: '' },
  ],
  input: SlugInput,
  display: TextDisplay,
};

registerInterface(slugInterface);
