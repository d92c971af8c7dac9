import { registerStyles } from '../../ui/styles.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import css from './file-preview.css';

const FilePreviewInput = lazyInput(() =>
  import('./FilePreviewInput.js').then((module) => module.FilePreviewInput),
);

registerStyles(css);

// Option names and defaults as a v8 field record stores them (interfaces catalogue, file-preview):
// `edit` named v8's image editor tools; there is no image editor here, the option is kept.
export const filePreviewInterface: InterfaceDefinition = {
  id: 'file-preview',
  name: 'File preview',
  icon: 'photo',
  types: ['alias', 'string'],
  relation: 'file',
  hideLabel: true,
  options: [{ name: 'edit', interface: 'checkboxes', default: ['image_editor'], advanced: true }],
  input: FilePreviewInput,
  // It shows the row's own file and holds no value, so a listing cell has nothing to show (the
  // file library lists files with their thumbnails).
  display: () => null,
};

registerInterface(filePreviewInterface);
