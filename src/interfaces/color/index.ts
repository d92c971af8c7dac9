import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { ColorDisplay, ColorInput } from './ColorInput.js';

export const colorInterface: InterfaceDefinition = {
  id: 'color',
  name: 'Color',
  icon: 'palette',
  types: ['string'],
  recommended: { length: 7 },
  input: ColorInput,
  display: ColorDisplay,
};

registerInterface(colorInterface);
