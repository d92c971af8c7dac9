import { registerStyles } from '../../ui/styles.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { RadioButtonsDisplay } from './RadioButtonsDisplay.js';
import { RadioButtonsInput } from './RadioButtonsInput.js';
import css from './radio-buttons.css';

export const radioButtonsInterface: InterfaceDefinition = {
  id: 'radio-buttons',
  name: 'Radio buttons',
  icon: 'radio_button_checked',
  types: ['string', 'integer'],
  recommended: { length: 100 },
  options: [
    { name: 'choices', interface: 'json', default: {} },
    { name: 'format', interface: 'toggle', default: true },
  ],
  input: RadioButtonsInput,
  display: RadioButtonsDisplay,
};

registerInterface(radioButtonsInterface);
registerStyles(css);
