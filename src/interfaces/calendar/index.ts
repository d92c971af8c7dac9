import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { CalendarDisplay } from './CalendarDisplay.js';

const CalendarInput = lazyInput(() =>
  import('./CalendarInput.js').then((module) => module.CalendarInput),
);

// Option names as a v8 field record stores them (interfaces catalogue, calendar).
export const calendarInterface: InterfaceDefinition = {
  id: 'calendar',
  name: 'Calendar',
  icon: 'calendar_today',
  types: ['date'],
  options: [
    {
      name: 'min',
      label: 'Earliest',
      interface: 'date',
      comment: 'The earliest date that can be chosen.',
    },
    {
      name: 'max',
      label: 'Latest',
      interface: 'date',
      comment: 'The latest date that can be chosen.',
    },
    {
      name: 'formatting',
      interface: 'toggle',
      // No default in v8: unset formats, like true.
      comment: 'Show the date in the user’s language in listings (off: as stored, YYYY-MM-DD).',
    },
  ],
  input: CalendarInput,
  display: CalendarDisplay,
};

registerInterface(calendarInterface);
