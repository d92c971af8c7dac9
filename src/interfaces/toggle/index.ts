import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { ToggleDisplay } from './ToggleDisplay.js';
import { ToggleInput } from './ToggleInput.js';

export const toggleInterface: InterfaceDefinition = {
  id: 'toggle',
  // v8 renamed toggle to switch (8.x); fields from v8 projects and its app name it so.
  aliases: ['switch'],
  name: 'Toggle',
  icon: 'check_box',
  types: ['boolean'],
  options: [{ name: 'label', interface: 'text-input', default: '' }],
  input: ToggleInput,
  display: ToggleDisplay,
};

registerInterface(toggleInterface);
