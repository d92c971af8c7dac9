import { registerStyles } from '../../ui/styles.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { ColorDisplay } from './ColorDisplay.js';
import css from './color.css';
import { DEFAULT_PALETTE } from './palette.js';

const ColorInput = lazyInput(() => import('./ColorInput.js').then((module) => module.ColorInput));

// Option names and defaults as a v8 field record stores them (interfaces catalogue, color).
export const colorInterface: InterfaceDefinition = {
  id: 'color',
  name: 'Color',
  icon: 'palette',
  types: ['string'],
  recommended: { length: 20 },
  options: [
    {
      name: 'format',
      interface: 'dropdown',
      default: 'hex',
      comment: 'How the color is stored.',
      options: {
        choices: {
          hex: 'Hex (#ff5722)',
          rgb: 'RGB (255,87,34)',
          hsl: 'HSL (14,100,57)',
          cmyk: 'CMYK (0,66,87,0)',
        },
      },
    },
    {
      name: 'palette',
      interface: 'tags',
      default: DEFAULT_PALETTE,
      comment: 'Hex colors offered as swatches.',
      options: { alphabetize: false, lowercase: false },
    },
    {
      name: 'paletteOnly',
      interface: 'toggle',
      default: false,
      comment: 'Only the swatches of the palette can be chosen.',
    },
  ],
  input: ColorInput,
  display: ColorDisplay,
};

registerInterface(colorInterface);
registerStyles(css);
