import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { TextDisplay } from '../TextDisplay.js';

const JsonInput = lazyInput(() => import('./JsonInput.js').then((module) => module.JsonInput));

// Option names as a v8 field record stores them (interfaces catalogue, json). Only this entry is
// in the form's chunk: the editor loads when a JSON field first renders.
export const jsonInterface: InterfaceDefinition = {
  id: 'json',
  name: 'JSON',
  icon: 'code',
  types: ['json', 'array'],
  options: [
    {
      name: 'template',
      interface: 'json',
      comment: 'JSON an empty field can be filled with to start from.',
    },
  ],
  input: JsonInput,
  display: TextDisplay,
};

registerInterface(jsonInterface);
