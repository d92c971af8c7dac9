import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { FileSizeDisplay } from './FileSizeDisplay.js';

const FileSizeInput = lazyInput(() =>
  import('./FileSizeInput.js').then((module) => module.FileSizeInput),
);

// Option names and defaults as a v8 field record stores them (interfaces catalogue, file-size).
export const fileSizeInterface: InterfaceDefinition = {
  id: 'file-size',
  name: 'File size',
  icon: 'storage',
  types: ['integer'],
  options: [
    { name: 'placeholder', interface: 'text-input' },
    { name: 'format', interface: 'toggle', default: true, comment: 'Show sizes as kB, MB, GB.' },
    {
      name: 'formatInput',
      interface: 'toggle',
      default: true,
      comment: 'Type sizes as "1.5 MB" instead of a number of bytes.',
    },
    {
      name: 'decimal',
      interface: 'toggle',
      default: true,
      comment: 'Count in thousands (kB); off, in 1024s (KiB).',
    },
  ],
  recommended: { length: 10 },
  input: FileSizeInput,
  display: FileSizeDisplay,
};

registerInterface(fileSizeInterface);
