import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { LanguageDisplay } from './LanguageDisplay.js';
import { LanguageInput } from './LanguageInput.js';

export const languageInterface: InterfaceDefinition = {
  id: 'language',
  name: 'Language',
  icon: 'translate',
  types: ['string', 'lang'],
  recommended: { length: 10 },
  options: [{ name: 'limit', interface: 'toggle', default: false }],
  input: LanguageInput,
  display: LanguageDisplay,
};

registerInterface(languageInterface);
