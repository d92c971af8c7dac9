import { registerStyles } from '../../ui/styles.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { PreviewDisplay } from './PreviewDisplay.js';
import css from './preview.css';

const PreviewInput = lazyInput(() =>
  import('./PreviewInput.js').then((module) => module.PreviewInput),
);

// Option names and defaults as a v8 field record stores them (interfaces catalogue, preview).
export const previewInterface: InterfaceDefinition = {
  id: 'preview',
  name: 'Preview',
  icon: 'visibility',
  types: ['alias'],
  options: [
    {
      name: 'url_template',
      interface: 'text-input',
      default: 'https://example.com/collection/{{ id }}',
      options: { placeholder: 'https://example.com/articles/{{ id }}/{{ slug }}' },
      comment: 'The address of the item on the site; {{ field }} is replaced by its value.',
    },
  ],
  input: PreviewInput,
  display: PreviewDisplay,
};

registerInterface(previewInterface);
registerStyles(css);
