import { registerStyles } from '../../ui/styles.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { InterfacesDisplay } from './InterfacesDisplay.js';
import css from './interfaces-picker.css';

const InterfacesInput = lazyInput(() =>
  import('./InterfacesInput.js').then((module) => module.InterfacesInput),
);

// v8's `interfaces` (interfaces catalogue #24): a string holding an interface id, as a field
// record's `interface` and key-value's `keyInterface` / `valueInterface` store it.
export const interfacesInterface: InterfaceDefinition = {
  id: 'interfaces',
  name: 'Interfaces',
  icon: 'extension',
  types: ['string'],
  recommended: { length: 100 },
  options: [
    {
      name: 'placeholder',
      interface: 'text-input',
      comment: 'Shown while no interface is chosen.',
    },
    {
      name: 'relational',
      interface: 'toggle',
      default: true,
      comment: 'Offer the relational interfaces too.',
    },
    {
      name: 'status',
      interface: 'toggle',
      default: true,
      comment: 'Offer the status interface too.',
    },
  ],
  input: InterfacesInput,
  display: InterfacesDisplay,
};

registerInterface(interfacesInterface);
registerStyles(css);
