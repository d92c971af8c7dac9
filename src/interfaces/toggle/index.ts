import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { ToggleDisplay } from './ToggleDisplay.js';
import { ToggleInput } from './ToggleInput.js';

export const toggleInterface: InterfaceDefinition = {
  id: 'toggle',
  name: 'Toggle',
  icon: 'check_box',
  types: ['boolean'],
  options: [{ name: 'label', interface: 'text-input', default: '' }],
  input: ToggleInput,
  display: ToggleDisplay,
};

registerInterface(toggleInterface);
