import { registerStyles } from '../../ui/styles.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { RepeaterDisplay } from './RepeaterDisplay.js';
import css from './repeater.css';

const RepeaterInput = lazyInput(() =>
  import('./RepeaterInput.js').then((module) => module.RepeaterInput),
);

registerStyles(css);

// Option names and defaults as a v8 field record stores them (interfaces catalogue #41); the
// texts' defaults are ours. `fields` holds the rows' sub-fields (spec 3 §3 "Repeater field entries").
export const repeaterInterface: InterfaceDefinition = {
  id: 'repeater',
  name: 'Repeater',
  icon: 'view_list',
  types: ['json'],
  recommended: { length: 200 },
  options: [
    {
      name: 'template',
      interface: 'text-input',
      comment: 'The title of a folded row, e.g. {{title}}.',
    },
    {
      name: 'fields',
      interface: 'json',
      comment: 'The fields of each row: field, width, interface, type, default, note, options.',
    },
    {
      name: 'placeholder',
      interface: 'text-input',
      default: 'Untitled row',
      defaultIsText: true,
      advanced: true,
      comment: 'The title of a row the template leaves empty.',
    },
    {
      name: 'createItemText',
      interface: 'text-input',
      default: 'Add a row',
      defaultIsText: true,
      advanced: true,
    },
    {
      name: 'limit',
      interface: 'numeric',
      default: null,
      advanced: true,
      comment: 'The most rows allowed; empty for no limit.',
    },
    {
      name: 'structure',
      interface: 'dropdown',
      default: 'array',
      advanced: true,
      options: { choices: { array: 'A list of rows', object: 'An object keyed by a field' } },
    },
    {
      name: 'structure_key',
      interface: 'text-input',
      advanced: true,
      comment: 'With the object structure: the row field whose value keys the row.',
    },
  ],
  input: RepeaterInput,
  display: RepeaterDisplay,
};

registerInterface(repeaterInterface);
