import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { PrimaryKeyDisplay, PrimaryKeyInput } from './PrimaryKeyInput.js';

export const primaryKeyInterface: InterfaceDefinition = {
  id: 'primary-key',
  name: 'Primary key',
  icon: 'vpn_key',
  types: ['integer', 'string', 'uuid'],
  recommended: { length: 10 },
  options: [
    { name: 'monospace', interface: 'toggle', default: true, comment: 'Use a fixed-width font.' },
  ],
  // A few lines sharing a file with the display: bundled with it, not fetched (lazy-input.tsx).
  input: PrimaryKeyInput,
  display: PrimaryKeyDisplay,
};

registerInterface(primaryKeyInterface);
