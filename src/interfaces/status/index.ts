import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { StatusDisplay } from './StatusDisplay.js';
import { StatusInput } from './StatusInput.js';

export const statusInterface: InterfaceDefinition = {
  id: 'status',
  name: 'Status',
  icon: 'flag',
  types: ['status'],
  recommended: { length: 20, defaultValue: 'draft' },
  options: [{ name: 'status_mapping', interface: 'json' }],
  input: StatusInput,
  display: StatusDisplay,
};

registerInterface(statusInterface);
