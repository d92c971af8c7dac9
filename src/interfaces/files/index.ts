import '../file/index.js';
import { registerStyles } from '../../ui/styles.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { FilesDisplay } from './FilesDisplay.js';
import css from './files.css';

const FilesInput = lazyInput(() => import('./FilesInput.js').then((module) => module.FilesInput));

registerStyles(css);

// Option names and defaults as a v8 field record stores them (interfaces catalogue, files).
export const filesInterface: InterfaceDefinition = {
  id: 'files',
  name: 'Files',
  icon: 'attach_file',
  // v8 stores it as o2m; the junction relation to directus_files makes it many-to-many.
  types: ['o2m'],
  relation: 'm2m',
  options: [
    { name: 'fields', interface: 'text-input', default: 'title' },
    {
      name: 'template',
      interface: 'text-input',
      default: '{{ title }}',
      comment: 'Over the file.',
    },
    { name: 'allow_create', interface: 'toggle', default: true, comment: 'Offer uploads.' },
    { name: 'allow_select', interface: 'toggle', default: true, comment: 'Offer the library.' },
    {
      name: 'accept',
      interface: 'text-input',
      comment: 'MIME types the field takes, comma-separated (image/*, application/pdf).',
    },
  ],
  recommended: { length: 10 },
  input: FilesInput,
  display: FilesDisplay,
};

registerInterface(filesInterface);
