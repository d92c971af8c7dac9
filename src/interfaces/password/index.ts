import { registerStyles } from '../../ui/styles.js';
import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { PasswordDisplay } from './PasswordDisplay.js';
import css from './password.css';
import { DEFAULT_PLACEHOLDER } from './placeholder.js';

const PasswordInput = lazyInput(() =>
  import('./PasswordInput.js').then((module) => module.PasswordInput),
);

export const passwordInterface: InterfaceDefinition = {
  id: 'password',
  name: 'Password',
  icon: 'lock',
  types: ['hash', 'string'],
  recommended: { length: 100 },
  options: [
    { name: 'hide', interface: 'toggle', default: true },
    { name: 'placeholder', interface: 'text-input', default: DEFAULT_PLACEHOLDER },
    // Read by the server when it hashes (v8 keys, kept so v8 fields open unchanged).
    { name: 'showHash', interface: 'toggle', default: false },
    { name: 'hashingType', interface: 'dropdown', default: 'core' },
  ],
  input: PasswordInput,
  display: PasswordDisplay,
};

registerInterface(passwordInterface);
registerStyles(css);
