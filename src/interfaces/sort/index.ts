import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { TextDisplay } from '../TextDisplay.js';

const NumericInput = lazyInput(() =>
  import('../numeric/NumericInput.js').then((module) => module.NumericInput),
);

// The manual sort field's interface: the listing's drag handles set it; in the form it is a
// plain whole number.
export const sortInterface: InterfaceDefinition = {
  id: 'sort',
  name: 'Sort',
  icon: 'sort',
  types: ['sort', 'integer'],
  input: NumericInput,
  display: TextDisplay,
};

registerInterface(sortInterface);
