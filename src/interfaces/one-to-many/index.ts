import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { ToManyDisplay } from '../relational/ToManyDisplay.js';

const ToManyInput = lazyInput(() =>
  import('../relational/ToManyInput.js').then((module) => module.ToManyInput),
);

// Option names and defaults as a v8 field record stores them (interfaces catalogue, one-to-many).
export const oneToManyInterface: InterfaceDefinition = {
  id: 'one-to-many',
  name: 'One to many',
  icon: 'call_split',
  types: ['o2m'],
  relation: 'o2m',
  options: [
    { name: 'fields', interface: 'text-input', comment: 'Fields shown for each related item.' },
    { name: 'template', interface: 'text-input' },
    {
      name: 'sort_field',
      interface: 'text-input',
      comment: 'A field of the related items that keeps the order they are dragged into.',
    },
    {
      name: 'delete_mode',
      interface: 'dropdown',
      default: 'relation',
      comment: 'What removing a related item here does to it.',
      options: {
        choices: {
          relation: 'Unlink it (clear its link to this item)',
          item: 'Delete the related item',
        },
      },
    },
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

registerInterface(oneToManyInterface);
