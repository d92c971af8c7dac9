import { registerStyles } from '../../ui/styles.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { KeyValueDisplay } from './KeyValueDisplay.js';
import css from './key-value.css';

const KeyValueInput = lazyInput(() =>
  import('./KeyValueInput.js').then((module) => module.KeyValueInput),
);

// v8's key-value (interfaces catalogue #26): a json field of entries stored as {key: value}, each
// side edited with the interface its options name. Option names and defaults as v8 stores them.
export const keyValueInterface: InterfaceDefinition = {
  id: 'key-value',
  name: 'Key-value pairs',
  icon: 'view_list',
  types: ['json'],
  options: [
    {
      name: 'keyInterface',
      interface: 'interfaces',
      default: 'text-input',
      options: { relational: false },
      comment: 'The interface keys are edited with.',
    },
    {
      name: 'keyType',
      interface: 'interface-types',
      default: 'string',
      options: { interfaceField: 'keyInterface' },
      comment: 'The type of the keys.',
    },
    {
      name: 'keyOptions',
      interface: 'interface-options',
      default: { placeholder: 'Key' },
      options: { interfaceField: 'keyInterface' },
      comment: 'The options of the key interface.',
    },
    {
      name: 'valueInterface',
      interface: 'interfaces',
      default: 'text-input',
      options: { relational: false },
      comment: 'The interface values are edited with.',
    },
    {
      name: 'valueType',
      interface: 'interface-types',
      default: 'string',
      options: { interfaceField: 'valueInterface' },
      comment: 'The type of the values.',
    },
    {
      name: 'valueOptions',
      interface: 'interface-options',
      default: { placeholder: 'Value' },
      options: { interfaceField: 'valueInterface' },
      comment: 'The options of the value interface.',
    },
  ],
  input: KeyValueInput,
  display: KeyValueDisplay,
};

registerInterface(keyValueInterface);
registerStyles(css);
