import { registerStyles } from '../../ui/styles.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { RatingDisplay } from './RatingDisplay.js';
import css from './rating.css';

const RatingInput = lazyInput(() =>
  import('./RatingInput.js').then((module) => module.RatingInput),
);

// Option names and defaults as a v8 field record stores them (interfaces catalogue, rating).
export const ratingInterface: InterfaceDefinition = {
  id: 'rating',
  name: 'Rating',
  icon: 'star',
  types: ['integer', 'decimal'],
  recommended: { length: 10 },
  options: [
    {
      name: 'active_color',
      interface: 'color-palette',
      default: 'amber',
      comment: 'The color of the filled stars (a v8 palette name or a CSS color).',
    },
    {
      name: 'max_stars',
      interface: 'numeric',
      default: 5,
      options: { min: 1, max: 20 },
      comment: 'The highest rating.',
    },
    {
      name: 'display',
      interface: 'button-group',
      default: 'star',
      options: {
        choices: [
          { label: 'Numbers', value: 'number' },
          { label: 'Stars', value: 'star' },
        ],
      },
      comment: 'How the rating shows.',
    },
  ],
  input: RatingInput,
  display: RatingDisplay,
};

registerInterface(ratingInterface);
registerStyles(css);
