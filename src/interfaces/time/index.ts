import { registerStyles } from '../../ui/styles.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { TimeDisplay } from './TimeDisplay.js';
import css from './time.css';

const TimeInput = lazyInput(() => import('./TimeInput.js').then((module) => module.TimeInput));

// Option names and defaults as a v8 field record stores them (interfaces catalogue, time).
export const timeInterface: InterfaceDefinition = {
  id: 'time',
  name: 'Time',
  icon: 'access_time',
  types: ['time'],
  options: [
    {
      name: 'display24HourClock',
      label: '24-hour clock',
      interface: 'toggle',
      default: true,
      comment: 'Show and edit the time on the 24-hour clock (off: 12-hour clock with AM/PM).',
    },
  ],
  input: TimeInput,
  display: TimeDisplay,
};

registerInterface(timeInterface);
registerStyles(css);
