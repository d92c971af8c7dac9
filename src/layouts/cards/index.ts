import { registerLayout } from '../registry.js';
import { CardsLayout } from './CardsLayout.js';
import { CardsOptions } from './CardsOptions.js';

registerLayout({
  id: 'cards',
  name: 'Cards',
  icon: 'view_module',
  component: CardsLayout,
  options: CardsOptions,
});
