import { registerStyles } from '../../ui/styles.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { FileDisplay } from './FileDisplay.js';
import css from './file.css';

const FileInput = lazyInput(() => import('./FileInput.js').then((module) => module.FileInput));

registerStyles(css);

// Option names and defaults as a v8 field record stores them (interfaces catalogue, file). The
// view* and filters options described v8's picker view; they are kept so a v8 field record keeps
// them, while the picker shows the library's own saved view.
export const fileInterface: InterfaceDefinition = {
  id: 'file',
  name: 'File',
  icon: 'insert_drive_file',
  types: ['file'],
  relation: 'file',
  options: [
    { name: 'crop', interface: 'toggle', default: true, comment: 'Crop thumbnails to fill.' },
    {
      name: 'viewType',
      interface: 'text-input',
      default: 'cards',
      advanced: true,
      comment: 'The layout the picker opens in.',
    },
    {
      name: 'viewOptions',
      interface: 'json',
      default: { title: 'title', subtitle: 'type', content: 'description', src: 'data' },
      advanced: true,
    },
    { name: 'viewQuery', interface: 'json', default: {}, advanced: true },
    { name: 'filters', interface: 'json', default: [], advanced: true },
    {
      name: 'accept',
      interface: 'text-input',
      comment: 'MIME types the field takes, comma-separated (image/*, application/pdf).',
    },
  ],
  recommended: { length: 10 },
  input: FileInput,
  display: FileDisplay,
};

registerInterface(fileInterface);
