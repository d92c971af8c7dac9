import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { DatetimeDisplay } from './DatetimeDisplay.js';
import { DatetimeInput } from './DatetimeInput.js';

export const datetimeInterface: InterfaceDefinition = {
  id: 'datetime',
  name: 'Date and time',
  icon: 'today',
  types: ['datetime', 'date', 'time', 'datetime_created', 'datetime_updated'],
  // v8's `date` and `time` interfaces (also what managing a DATE or TIME column assigns) until
  // they have their own folders: the input already follows the field's type.
  aliases: ['date', 'time'],
  options: [
    { name: 'min', interface: 'datetime' },
    { name: 'max', interface: 'datetime' },
  ],
  input: DatetimeInput,
  display: DatetimeDisplay,
};

registerInterface(datetimeInterface);
