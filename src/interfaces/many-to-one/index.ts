import { registerStyles } from '../../ui/styles.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { ManyToOneDisplay } from './ManyToOneDisplay.js';
import css from './many-to-one.css';

const ManyToOneInput = lazyInput(() =>
  import('./ManyToOneInput.js').then((module) => module.ManyToOneInput),
);

// Option names and defaults as a v8 field record stores them (interfaces catalogue, many-to-one).
export const manyToOneInterface: InterfaceDefinition = {
  id: 'many-to-one',
  name: 'Many to one',
  icon: 'arrow_right_alt',
  types: ['m2o', 'integer', 'string', 'uuid'],
  relation: 'm2o',
  options: [
    { name: 'template', interface: 'text-input', default: '{{id}}' },
    {
      name: 'visible_fields',
      interface: 'text-input',
      comment:
        'Fields of the related items listed beside each one in the picker, separated by commas.',
    },
    { name: 'placeholder', interface: 'text-input' },
    // Above this many related items a dialog replaces the dropdown (spec 2 §9).
    { name: 'threshold', interface: 'numeric', default: 20 },
    { name: 'icon', interface: 'icon', advanced: true, comment: 'An icon shown in the control.' },
  ],
  input: ManyToOneInput,
  display: ManyToOneDisplay,
};

registerInterface(manyToOneInterface);
registerStyles(css);
