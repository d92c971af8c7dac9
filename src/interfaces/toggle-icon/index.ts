import { registerStyles } from '../../ui/styles.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { ToggleIconDisplay } from './ToggleIconDisplay.js';
import css from './toggle-icon.css';

const ToggleIconInput = lazyInput(() =>
  import('./ToggleIconInput.js').then((module) => module.ToggleIconInput),
);

// Option names and defaults as a v8 field record stores them (interfaces catalogue, toggle-icon).
// Colours are v8 palette names, edited with v8's color-palette interface (as text until one is
// bundled), not the hex colour input.
export const toggleIconInterface: InterfaceDefinition = {
  id: 'toggle-icon',
  name: 'Toggle icon',
  icon: 'favorite_border',
  types: ['boolean'],
  options: [
    { name: 'textInactive', interface: 'text-input', comment: 'Shown beside the icon when off.' },
    { name: 'iconInactive', interface: 'icon', default: 'favorite_border' },
    { name: 'colorInactive', interface: 'color-palette', default: 'blue-grey' },
    { name: 'textActive', interface: 'text-input', comment: 'Shown beside the icon when on.' },
    { name: 'iconActive', interface: 'icon', default: 'favorite' },
    { name: 'colorActive', interface: 'color-palette', default: 'pink-500' },
  ],
  input: ToggleIconInput,
  display: ToggleIconDisplay,
};

registerInterface(toggleIconInterface);
registerStyles(css);
