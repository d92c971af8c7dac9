import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { TextDisplay } from '../TextDisplay.js';
import { CodeInput } from './CodeInput.js';

export const codeInterface: InterfaceDefinition = {
  id: 'code',
  name: 'Code',
  icon: 'code',
  types: ['string', 'json'],
  recommended: { length: 2000 },
  options: [{ name: 'language', interface: 'dropdown', default: 'text/plain' }],
  input: CodeInput,
  display: TextDisplay,
};

registerInterface(codeInterface);
