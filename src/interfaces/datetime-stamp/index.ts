import { DatetimeDisplay } from '../datetime/DatetimeDisplay.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { StampInput } from './StampInput.js';

// v8's datetime-created and datetime-updated: the server sets them on create and on update.

export const datetimeCreatedInterface: InterfaceDefinition = {
  id: 'datetime-created',
  name: 'Created on',
  icon: 'today',
  types: ['datetime_created'],
  input: StampInput,
  display: DatetimeDisplay,
};

export const datetimeUpdatedInterface: InterfaceDefinition = {
  id: 'datetime-updated',
  name: 'Updated on',
  icon: 'today',
  types: ['datetime_updated'],
  input: StampInput,
  display: DatetimeDisplay,
};

registerInterface(datetimeCreatedInterface);
registerInterface(datetimeUpdatedInterface);
