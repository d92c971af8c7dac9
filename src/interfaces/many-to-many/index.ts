import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { ToManyDisplay } from '../relational/ToManyDisplay.js';
import { ToManyInput } from '../relational/ToManyInput.js';

export const manyToManyInterface: InterfaceDefinition = {
  id: 'many-to-many',
  name: 'Many to many',
  icon: 'compare_arrows',
  // v8 stores many-to-many fields as o2m (the junction relation makes them many-to-many).
  types: ['o2m'],
  relation: 'm2m',
  options: [
    { name: 'fields', interface: 'text-input', comment: 'Fields shown for each related item.' },
    { name: 'template', interface: 'text-input', comment: 'Like {{tag.name}}.' },
  ],
  input: ToManyInput,
  display: ToManyDisplay,
};

registerInterface(manyToManyInterface);
