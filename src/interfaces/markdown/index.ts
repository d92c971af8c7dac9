import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { MarkdownDisplay } from './MarkdownDisplay.js';
import { DEFAULT_ROWS, MAX_ROWS, MIN_ROWS } from './markdown-options.js';

const MarkdownInput = lazyInput(() =>
  import('./MarkdownInput.js').then((module) => module.MarkdownInput),
);

// Option names and defaults as a v8 field record stores them (interfaces catalogue, markdown).
// Only this entry is in the form's chunk: the parser loads when a preview first shows.
export const markdownInterface: InterfaceDefinition = {
  id: 'markdown',
  name: 'Markdown',
  icon: 'functions',
  types: ['string'],
  recommended: { length: 65534 },
  options: [
    {
      name: 'tabbed',
      interface: 'toggle',
      default: true,
      comment: 'Show the preview on a tab of its own instead of beside the text.',
    },
    {
      name: 'rows',
      interface: 'numeric',
      default: DEFAULT_ROWS,
      options: { min: MIN_ROWS, max: MAX_ROWS },
      comment: 'The height of the editor, in lines.',
    },
    {
      name: 'placeholder',
      interface: 'text-input',
      default: 'Enter **markdown** here...',
      defaultIsText: true,
      comment: 'Shown while the field is empty.',
    },
  ],
  input: MarkdownInput,
  display: MarkdownDisplay,
};

registerInterface(markdownInterface);
