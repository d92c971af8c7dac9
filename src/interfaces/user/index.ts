import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { UserDisplay } from './UserDisplay.js';

const UserInput = lazyInput(() => import('./UserInput.js').then((module) => module.UserInput));

// v8's `user`: a field pointing at a directus_users row (an activity's `action_by`, a preset's
// `user`, a custom "assigned to" field), picked by name and shown with the user's avatar.

export const userInterface: InterfaceDefinition = {
  id: 'user',
  name: 'User',
  icon: 'person',
  types: ['user', 'integer', 'owner', 'user_updated'],
  recommended: { length: 10 },
  options: [
    { name: 'template', interface: 'text-input', default: '{{first_name}} {{last_name}}' },
    { name: 'placeholder', interface: 'text-input', default: 'Choose a User' },
  ],
  input: UserInput,
  display: UserDisplay,
};

registerInterface(userInterface);
