import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { DEFAULT_STATUS_MAPPING } from './default-mapping.js';
import { StatusDisplay } from './StatusDisplay.js';
import { StatusInput } from './StatusInput.js';

export const statusInterface: InterfaceDefinition = {
  id: 'status',
  name: 'Status',
  icon: 'flag',
  types: ['status'],
  recommended: { length: 20, defaultValue: 'draft' },
  options: [{ name: 'status_mapping', interface: 'json', initial: DEFAULT_STATUS_MAPPING }],
  input: StatusInput,
  display: StatusDisplay,
};

registerInterface(statusInterface);
