import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { ToManyDisplay } from '../relational/ToManyDisplay.js';
import { ToManyInput } from '../relational/ToManyInput.js';

export const oneToManyInterface: InterfaceDefinition = {
  id: 'one-to-many',
  name: 'One to many',
  icon: 'call_split',
  types: ['o2m'],
  relation: 'o2m',
  options: [
    { name: 'fields', interface: 'text-input', comment: 'Fields shown for each related item.' },
    { name: 'template', interface: 'text-input' },
  ],
  input: ToManyInput,
  display: ToManyDisplay,
};

registerInterface(oneToManyInterface);
