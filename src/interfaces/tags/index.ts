import { registerStyles } from '../../ui/styles.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { TagsDisplay } from './TagsDisplay.js';
import css from './tags.css';

const TagsInput = lazyInput(() => import('./TagsInput.js').then((module) => module.TagsInput));

registerStyles(css);

// Option names and defaults as a v8 field record stores them (interfaces catalogue, tags).
export const tagsInterface: InterfaceDefinition = {
  id: 'tags',
  name: 'Tags',
  icon: 'local_offer',
  types: ['array', 'string'],
  options: [
    { name: 'alphabetize', interface: 'toggle', default: true, comment: 'Keep the tags sorted.' },
    { name: 'lowercase', interface: 'toggle', default: true, comment: 'Lower-case every tag.' },
    {
      name: 'wrap',
      interface: 'toggle',
      default: false,
      comment: 'Text fields: store ",a,b," so a filter can find whole tags.',
    },
    { name: 'format', interface: 'toggle', default: false, comment: 'Show tags as titles.' },
    {
      name: 'sanitize',
      interface: 'toggle',
      default: false,
      comment: 'Letters, digits, dashes and underscores only; spaces become dashes.',
    },
    { name: 'iconLeft', interface: 'icon', advanced: true },
    { name: 'iconRight', interface: 'icon', default: 'local_offer', advanced: true },
    {
      name: 'validation',
      interface: 'text-input',
      advanced: true,
      comment: 'A pattern each tag must match.',
    },
    {
      name: 'validationMessage',
      interface: 'text-input',
      default: 'Please enter a valid tag',
      advanced: true,
    },
  ],
  recommended: { length: 2000 },
  input: TagsInput,
  display: TagsDisplay,
};

registerInterface(tagsInterface);
