import { registerStyles } from '../../ui/styles.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { TextInputDisplay } from './TextInputDisplay.js';
import css from './text-input.css';

const TextInput = lazyInput(() => import('./TextInput.js').then((module) => module.TextInput));

// Option names and defaults as a v8 field record stores them (interfaces catalogue, text-input).
export const textInputInterface: InterfaceDefinition = {
  id: 'text-input',
  name: 'Text input',
  icon: 'text_fields',
  types: ['string', 'uuid', 'lang', 'slug', 'hash'],
  options: [
    { name: 'placeholder', interface: 'text-input', default: '' },
    {
      name: 'trim',
      interface: 'toggle',
      default: true,
      comment: 'Remove spaces at the start and end when leaving the field.',
    },
    {
      name: 'showCharacterCount',
      interface: 'toggle',
      default: true,
      comment: 'Count the characters typed against the field length.',
    },
    {
      name: 'iconLeft',
      interface: 'icon',
      advanced: true,
      comment: 'An icon shown at the start of the box.',
    },
    {
      name: 'iconRight',
      interface: 'icon',
      advanced: true,
      comment: 'An icon shown at the end of the box.',
    },
    {
      name: 'formatValue',
      interface: 'toggle',
      default: false,
      comment: 'Show the value as a title in listings.',
    },
    {
      name: 'monospace',
      interface: 'toggle',
      default: false,
      comment: 'Use a fixed-width font.',
    },
  ],
  recommended: { length: 200 },
  input: TextInput,
  display: TextInputDisplay,
};

registerInterface(textInputInterface);
registerStyles(css);
