import { registerLayout } from '../registry.js';
import { TimelineLayout } from './TimelineLayout.js';
import { TimelineOptions } from './TimelineOptions.js';

registerLayout({
  id: 'timeline',
  name: 'Timeline',
  icon: 'timeline',
  component: TimelineLayout,
  options: TimelineOptions,
});
