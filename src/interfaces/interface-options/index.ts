import { registerStyles } from '../../ui/styles.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { InterfaceOptionsDisplay } from './InterfaceOptionsDisplay.js';
import css from './interface-options.css';

const InterfaceOptionsInput = lazyInput(() =>
  import('./InterfaceOptionsInput.js').then((module) => module.InterfaceOptionsInput),
);

// v8's `interface-options` (interfaces catalogue #22): a field record's `options` (or key-value's
// `keyOptions`), as the options form of the interface named in a sibling field (`interfaceField`).
export const interfaceOptionsInterface: InterfaceDefinition = {
  id: 'interface-options',
  name: 'Interface options',
  icon: 'settings_applications',
  types: ['json'],
  options: [
    {
      name: 'interfaceField',
      interface: 'text-input',
      default: 'interface',
      comment: 'The field that holds the interface whose options are edited.',
    },
  ],
  input: InterfaceOptionsInput,
  display: InterfaceOptionsDisplay,
};

registerInterface(interfaceOptionsInterface);
registerStyles(css);
