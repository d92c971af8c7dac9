import { registerStyles } from '../../ui/styles.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { SliderDisplay } from './SliderDisplay.js';
import css from './slider.css';

const SliderInput = lazyInput(() =>
  import('./SliderInput.js').then((module) => module.SliderInput),
);

// Option names and defaults as a v8 field record stores them (interfaces catalogue, slider;
// spec 3 §9: 0, 100, 1).
export const sliderInterface: InterfaceDefinition = {
  id: 'slider',
  name: 'Slider',
  icon: 'tune', // v8's linear_scale is not one the admin draws
  types: ['integer'],
  recommended: { length: 10 },
  options: [
    { name: 'minimum', interface: 'numeric', default: 0 },
    { name: 'maximum', interface: 'numeric', default: 100 },
    { name: 'step', interface: 'numeric', default: 1 },
    { name: 'unit', interface: 'text-input', comment: 'Shown after the value, e.g. %.' },
  ],
  input: SliderInput,
  display: SliderDisplay,
};

registerInterface(sliderInterface);
registerStyles(css);
