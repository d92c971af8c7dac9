import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { TextDisplay } from '../TextDisplay.js';
import { PrimaryKeyInput } from './PrimaryKeyInput.js';

export const primaryKeyInterface: InterfaceDefinition = {
  id: 'primary-key',
  name: 'Primary key',
  icon: 'vpn_key',
  types: ['integer', 'string', 'uuid'],
  recommended: { length: 10 },
  input: PrimaryKeyInput,
  display: TextDisplay,
};

registerInterface(primaryKeyInterface);
