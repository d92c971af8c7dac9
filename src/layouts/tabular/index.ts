import { registerLayout } from '../registry.js';
import { TabularLayout } from './TabularLayout.js';
import { TabularOptions } from './TabularOptions.js';

registerLayout({
  id: 'tabular',
  name: 'Table',
  icon: 'view_list',
  component: TabularLayout,
  options: TabularOptions,
});
