import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { DEFAULT_USER_TEMPLATE } from '../user/user-label.js';
import { StampUserDisplay } from './StampUserDisplay.js';

const UserStampInput = lazyInput(() =>
  import('./UserStamp.js').then((module) => module.UserStampInput),
);

// v8's owner and user-updated interfaces: the server sets the user on create (owner) or on
// every update; the form and the listings show who. Option names and defaults as a v8 field
// record stores them (interfaces catalogue, owner and user-updated).

const stamp = (id: string, name: string, types: string[]): InterfaceDefinition => ({
  id,
  name,
  icon: 'person',
  types,
  recommended: { length: 10 },
  options: [
    {
      name: 'template',
      interface: 'text-input',
      default: DEFAULT_USER_TEMPLATE,
      comment: 'How the user is named, from their fields.',
    },
    {
      name: 'display',
      interface: 'dropdown',
      default: 'both',
      comment: 'Show the avatar, the name or both.',
      options: {
        choices: { avatar: 'Avatar', name: 'Name', both: 'Avatar and name' },
      },
    },
  ],
  input: UserStampInput,
  display: StampUserDisplay,
});

export const ownerInterface = stamp('owner', 'Owner', ['owner']);
export const userUpdatedInterface = stamp('user-updated', 'Updated by', ['user_updated']);

registerInterface(ownerInterface);
registerInterface(userUpdatedInterface);
