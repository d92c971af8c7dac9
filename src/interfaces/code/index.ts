import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { TextDisplay } from '../TextDisplay.js';
import { CODE_LANGUAGES, DEFAULT_LANGUAGE } from './code-languages.js';

const CodeInput = lazyInput(() => import('./CodeInput.js').then((module) => module.CodeInput));

// Option names and defaults as a v8 field record stores them (interfaces catalogue, code). Only
// this entry is in the form's chunk: CodeMirror loads when a code field first renders.
export const codeInterface: InterfaceDefinition = {
  id: 'code',
  name: 'Code',
  icon: 'code',
  types: ['string', 'json'],
  recommended: { length: 2000 },
  options: [
    {
      name: 'language',
      interface: 'dropdown',
      default: DEFAULT_LANGUAGE,
      options: { choices: CODE_LANGUAGES },
      comment: 'The language the code is written in (its colors and indentation).',
    },
    {
      name: 'template',
      interface: 'code',
      options: { language: 'text/plain' },
      comment: 'Text an empty field can be filled with to start from.',
    },
    {
      name: 'lineNumber',
      label: 'Line numbers',
      interface: 'toggle',
      default: true,
      comment: 'Show line numbers.',
    },
  ],
  input: CodeInput,
  display: TextDisplay,
};

registerInterface(codeInterface);
