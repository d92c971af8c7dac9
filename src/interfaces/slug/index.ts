import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { TextDisplay } from '../TextDisplay.js';

const SlugInput = lazyInput(() => import('./SlugInput.js').then((module) => module.SlugInput));

// Option names and defaults as a v8 field record stores them (interfaces catalogue, slug).
export const slugInterface: InterfaceDefinition = {
  id: 'slug',
  name: 'Slug',
  icon: 'link',
  types: ['slug', 'string'],
  recommended: { length: 200 },
  options: [
    { name: 'mirroredField', interface: 'text-input', comment: 'The field the slug follows.' },
    { name: 'placeholder', interface: 'text-input', default: 'A unique label...' },
    {
      name: 'forceLowercase',
      interface: 'toggle',
      default: true,
      comment: 'Turn capitals into small letters.',
    },
  ],
  input: SlugInput,
  display: TextDisplay,
};

registerInterface(slugInterface);
