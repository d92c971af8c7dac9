import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { ToManyDisplay } from '../relational/ToManyDisplay.js';

const ToManyInput = lazyInput(() =>
  import('../relational/ToManyInput.js').then((module) => module.ToManyInput),
);

// Option names and defaults as a v8 field record stores them (interfaces catalogue, many-to-many).
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
    {
      name: 'allow_create',
      interface: 'toggle',
      default: true,
      comment: 'Offer "Create new": a form for a new related item.',
    },
    {
      name: 'allow_select',
      interface: 'toggle',
      default: true,
      comment: 'Offer the list of existing items to add from.',
    },
  ],
  input: ToManyInput,
  display: ToManyDisplay,
};

registerInterface(manyToManyInterface);
