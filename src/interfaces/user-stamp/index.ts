import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { UserDisplay } from '../user/UserDisplay.js';
import { UserStampInput } from './UserStamp.js';

// v8's owner and user-updated interfaces: the server sets the user on create (owner) or on
// every update; the form and the listings show who.

const stamp = (id: string, name: string, types: string[]): InterfaceDefinition => ({
  id,
  name,
  icon: 'person',
  types,
  input: UserStampInput,
  display: UserDisplay,
});

export const ownerInterface = stamp('owner', 'Owner', ['owner']);
export const userUpdatedInterface = stamp('user-updated', 'Updated by', ['user_updated']);

registerInterface(ownerInterface);
registerInterface(userUpdatedInterface);
