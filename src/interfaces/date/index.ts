import { registerStyles } from '../../ui/styles.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { DateDisplay } from './DateDisplay.js';
import css from './date.css';

const DateInput = lazyInput(() => import('./DateInput.js').then((module) => module.DateInput));

// Option names and defaults as a v8 field record stores them (interfaces catalogue, date).
export const dateInterface: InterfaceDefinition = {
  id: 'date',
  name: 'Date',
  icon: 'event',
  types: ['date'],
  options: [
    {
      name: 'min',
      label: 'Earliest',
      interface: 'date',
      comment: 'The earliest date accepted.',
    },
    {
      name: 'max',
      label: 'Latest',
      interface: 'date',
      comment: 'The latest date accepted.',
    },
    {
      name: 'localized',
      interface: 'toggle',
      default: true,
      comment: 'Show and type the date the way the user’s language writes it (off: YYYY-MM-DD).',
    },
    {
      name: 'showRelative',
      interface: 'toggle',
      default: true,
      comment: 'Add how far the date is from today in listings, like “in 3 days”.',
    },
    { name: 'iconLeft', interface: 'icon', advanced: true, comment: 'An icon before the date.' },
    { name: 'iconRight', interface: 'icon', advanced: true, comment: 'An icon after the date.' },
  ],
  input: DateInput,
  display: DateDisplay,
};

registerInterface(dateInterface);
registerStyles(css);
