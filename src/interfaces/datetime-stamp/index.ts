import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { StampDisplay } from './StampDisplay.js';

const StampInput = lazyInput(() => import('./StampInput.js').then((module) => module.StampInput));

// v8's datetime-created and datetime-updated: the server sets them on create and on update.
// Their one option, as a v8 field record stores it (interfaces catalogue).

const options = [
  {
    name: 'showRelative',
    interface: 'toggle',
    comment: 'Show the time since, like "3 hours ago", with the full date on hover.',
  },
];

export const datetimeCreatedInterface: InterfaceDefinition = {
  id: 'datetime-created',
  name: 'Created on',
  icon: 'today',
  types: ['datetime_created'],
  options,
  input: StampInput,
  display: StampDisplay,
};

export const datetimeUpdatedInterface: InterfaceDefinition = {
  id: 'datetime-updated',
  name: 'Updated on',
  icon: 'today',
  types: ['datetime_updated'],
  options,
  input: StampInput,
  display: StampDisplay,
};

registerInterface(datetimeCreatedInterface);
registerInterface(datetimeUpdatedInterface);
