import { registerStyles } from '../../ui/styles.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { RadioButtonsDisplay } from './RadioButtonsDisplay.js';
import css from './radio-buttons.css';

const RadioButtonsInput = lazyInput(() =>
  import('./RadioButtonsInput.js').then((module) => module.RadioButtonsInput),
);

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
