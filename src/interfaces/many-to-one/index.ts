import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { ManyToOneDisplay } from './ManyToOneDisplay.js';
import { ManyToOneInput } from './ManyToOneInput.js';

export const manyToOneInterface: InterfaceDefinition = {
  id: 'many-to-one',
  name: 'Many to one',
  icon: 'arrow_right_alt',
  types: ['m2o', 'integer', 'string', 'uuid'],
  relation: 'm2o',
  options: [
    { name: 'template', interface: 'text-input', default: '{{id}}' },
    { name: 'placeholder', interface: 'text-input' },
    // Above this many related items a dialog replaces the dropdown (spec 2 §9).
    { name: 'threshold', interface: 'numeric', default: 20 },
  ],
  input: ManyToOneInput,
  display: ManyToOneDisplay,
};

registerInterface(manyToOneInterface);
