import { registerLayout } from '../registry.js';
import { CalendarLayout } from './CalendarLayout.js';
import { CalendarOptions } from './CalendarOptions.js';

registerLayout({
  id: 'calendar',
  name: 'Calendar',
  icon: 'today',
  component: CalendarLayout,
  options: CalendarOptions,
});
