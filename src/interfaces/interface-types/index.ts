import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { InterfaceTypesDisplay } from './InterfaceTypesDisplay.js';

const InterfaceTypesInput = lazyInput(() =>
  import('./InterfaceTypesInput.js').then((module) => module.InterfaceTypesInput),
);

// v8's `interface-types` (interfaces catalogue #23): the field types an interface supports, for
// the interface named in a sibling field (`interfaceField`: a field record's `interface`, or
// key-value's `keyInterface`).
export const interfaceTypesInterface: InterfaceDefinition = {
  id: 'interface-types',
  name: 'Interface types',
  icon: 'label',
  types: ['json'],
  options: [
    {
      name: 'interfaceField',
      interface: 'text-input',
      default: 'interface',
      comment: 'The field that holds the interface whose types are offered.',
    },
  ],
  input: InterfaceTypesInput,
  display: InterfaceTypesDisplay,
};

registerInterface(interfaceTypesInterface);
