import { registerStyles } from '../../ui/styles.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { ColorPaletteDisplay } from './ColorPaletteDisplay.js';
import css from './color-palette.css';

const ColorPaletteInput = lazyInput(() =>
  import('./ColorPaletteInput.js').then((module) => module.ColorPaletteInput),
);

// v8's color-palette (interfaces catalogue #9): a string holding a Material palette name
// (`amber`, `blue-grey-200`), the editor of rating's and toggle-icon's colour options. No options.
export const colorPaletteInterface: InterfaceDefinition = {
  id: 'color-palette',
  name: 'Color palette',
  icon: 'palette',
  types: ['string'],
  recommended: { length: 20 },
  input: ColorPaletteInput,
  display: ColorPaletteDisplay,
};

registerInterface(colorPaletteInterface);
registerStyles(css);
