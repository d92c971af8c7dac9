import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { TextDisplay } from '../TextDisplay.js';
import { JsonInput } from './JsonInput.js';

export const jsonInterface: InterfaceDefinition = {
  id: 'json',
  name: 'JSON',
  icon: 'code',
  types: ['json', 'array'],
  input: JsonInput,
  display: TextDisplay,
};

registerInterface(jsonInterface);
