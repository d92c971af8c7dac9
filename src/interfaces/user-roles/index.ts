import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { UserRolesDisplay } from './UserRolesDisplay.js';

const UserRolesInput = lazyInput(() =>
  import('./UserRolesInput.js').then((module) => module.UserRolesInput),
);

export const userRolesInterface: InterfaceDefinition = {
  id: 'user-roles',
  name: 'User role',
  icon: 'people',
  types: ['m2o', 'integer'],
  relation: 'm2o',
  options: [
    // v8 stores it; the role is always the related row here.
    { name: 'relational', interface: 'toggle', default: true },
    { name: 'showPublic', interface: 'toggle', default: false },
  ],
  input: UserRolesInput,
  display: UserRolesDisplay,
};

registerInterface(userRolesInterface);
