import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { parseChoices } from './choices.js';
import { DropdownDisplay } from './DropdownDisplay.js';
import { DropdownInput } from './DropdownInput.js';

export const dropdownInterface: InterfaceDefinition = {
  id: 'dropdown',
  name: 'Dropdown',
  icon: 'arrow_drop_down_circle',
  types: ['string', 'integer'],
  recommended: { length: 100 },
  options: [
    { name: 'choices', interface: 'json', default: {} },
    { name: 'placeholder', interface: 'text-input' },
  ],
  input: DropdownInput,
  display: DropdownDisplay,
  filterChoices: ({ options }) => parseChoices(options.choices),
};

registerInterface(dropdownInterface);
