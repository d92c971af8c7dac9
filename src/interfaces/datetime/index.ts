import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { DatetimeDisplay } from './DatetimeDisplay.js';
import { DatetimeInput } from './DatetimeInput.js';

export const datetimeInterface: InterfaceDefinition = {
  id: 'datetime',
  name: 'Date and time',
  icon: 'today',
  types: ['datetime', 'date', 'time', 'datetime_created', 'datetime_updated'],
  options: [
    { name: 'min', interface: 'datetime' },
    { name: 'max', interface: 'datetime' },
  ],
  input: DatetimeInput,
  display: DatetimeDisplay,
};

registerInterface(datetimeInterface);
