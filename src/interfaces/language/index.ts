import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { LanguageDisplay } from './LanguageDisplay.js';

const LanguageInput = lazyInput(() =>
  import('./LanguageInput.js').then((module) => module.LanguageInput),
);

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
