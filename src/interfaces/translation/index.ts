import { registerStyles } from '../../ui/styles.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { TranslationDisplay } from './TranslationDisplay.js';
import css from './translation.css';
import { DEFAULT_LANGUAGES } from './translation-languages.js';

const TranslationInput = lazyInput(() =>
  import('./TranslationInput.js').then((module) => module.TranslationInput),
);

// Option names and defaults as a v8 field record stores them (interfaces catalogue, row 52).
export const translationInterface: InterfaceDefinition = {
  id: 'translation',
  name: 'Translation',
  icon: 'translate',
  // An alias field: the translations live in an O2M collection, one row per language.
  types: ['translation'],
  relation: 'o2m',
  options: [
    {
      name: 'languageField',
      interface: 'text-input',
      comment: 'The field of the translations collection that holds the language code.',
    },
    {
      name: 'languages',
      interface: 'json',
      default: DEFAULT_LANGUAGES,
      comment: 'The languages offered, as an object of code → name.',
    },
    {
      name: 'template',
      interface: 'text-input',
      comment: 'How listings show a translated item, like {{title}}. Empty: its languages.',
    },
  ],
  input: TranslationInput,
  display: TranslationDisplay,
};

registerInterface(translationInterface);
registerStyles(css);
