import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { DatetimeDisplay } from './DatetimeDisplay.js';
import { DatetimeInput } from './DatetimeInput.js';

export const datetimeInterface: InterfaceDefinition = {
  id: 'datetime',
  name: 'Date and time',
  icon: 'today',
  // The catalogue's types. A `date` or `time` field that names this interface still edits as one:
  // the input follows the field's type (v8's own `date` and `time` interfaces have their folders).
  types: ['datetime', 'datetime_created', 'datetime_updated'],
  options: [
    { name: 'min', interface: 'datetime' },
    { name: 'max', interface: 'datetime' },
  ],
  input: DatetimeInput,
  display: DatetimeDisplay,
};

registerInterface(datetimeInterface);
