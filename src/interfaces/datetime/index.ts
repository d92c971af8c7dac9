import { isFlagSet } from '../../schema/flags.js';
import { registerStyles } from '../../ui/styles.js';
import dateCss from '../date/date.css';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { DatetimeDisplay } from './DatetimeDisplay.js';
import { kindOf, storedMoment } from './datetime-values.js';

const DatetimeInput = lazyInput(() =>
  import('./DatetimeInput.js').then((module) => module.DatetimeInput),
);

// Option names and defaults as a v8 field record stores them (interfaces catalogue, datetime).
export const datetimeInterface: InterfaceDefinition = {
  id: 'datetime',
  name: 'Date and time',
  icon: 'today',
  // The catalogue's types. A `date` or `time` field that names this interface still edits as one:
  // the input follows the field's type (v8's own `date` and `time` interfaces have their folders).
  types: ['datetime', 'datetime_created', 'datetime_updated'],
  options: [
    {
      name: 'min',
      label: 'Earliest',
      interface: 'datetime',
      comment: 'The earliest date and time accepted.',
    },
    {
      name: 'max',
      label: 'Latest',
      interface: 'datetime',
      comment: 'The latest date and time accepted.',
    },
    {
      name: 'localized',
      interface: 'toggle',
      comment:
        'Show the date in the user’s language in listings (off: as stored, in the format order).',
    },
    {
      name: 'showRelative',
      interface: 'toggle',
      comment: 'Add how far the moment is from now in listings, like “3 hours ago”.',
    },
    { name: 'iconLeft', interface: 'icon', advanced: true, comment: 'An icon before the date.' },
    { name: 'iconRight', interface: 'icon', advanced: true, comment: 'An icon after the date.' },
    {
      name: 'defaultToCurrentDatetime',
      interface: 'toggle',
      advanced: true,
      comment: 'A new item starts with the current date and time.',
    },
    {
      name: 'format',
      interface: 'button-group',
      default: 'mdy',
      advanced: true,
      options: {
        choices: [
          { label: 'Month, day, year', value: 'mdy' },
          { label: 'Day, month, year', value: 'dmy' },
          { label: 'Year, month, day', value: 'ymd' },
        ],
      },
      comment: 'The order of the date’s parts where it is not localized.',
    },
  ],
  input: DatetimeInput,
  display: DatetimeDisplay,
  newItemValue: (field, options) =>
    isFlagSet(options.defaultToCurrentDatetime)
      ? storedMoment(new Date(), kindOf(field.type))
      : undefined,
};

registerInterface(datetimeInterface);
// The icons' box is the date interface's (date.css); registering the same text again is a no-op.
registerStyles(dateCss);
