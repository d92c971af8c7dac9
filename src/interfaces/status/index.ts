import { registerStyles } from '../../ui/styles.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { DEFAULT_STATUS_MAPPING } from './default-mapping.js';
import { StatusDisplay } from './StatusDisplay.js';
import css from './status.css';

const StatusInput = lazyInput(() =>
  import('./StatusInput.js').then((module) => module.StatusInput),
);

export const statusInterface: InterfaceDefinition = {
  id: 'status',
  name: 'Status',
  icon: 'flag',
  types: ['status'],
  recommended: { length: 20, defaultValue: 'draft' },
  // Option names and defaults as a v8 field record stores them (interfaces catalogue, status).
  options: [
    {
      name: 'simpleBadge',
      interface: 'toggle',
      default: true,
      comment: 'Listings show a small dot before the status name instead of a colored badge.',
    },
    { name: 'status_mapping', interface: 'json', initial: DEFAULT_STATUS_MAPPING },
  ],
  input: StatusInput,
  display: StatusDisplay,
};

registerInterface(statusInterface);
registerStyles(css);
