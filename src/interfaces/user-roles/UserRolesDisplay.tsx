import type { DisplayProps } from '../registry.js';
import { roleIdOf, roleNameOf, useRoleChoices } from './role-choices.js';

/** The role's name: from the expanded value, else from the roles list, else `#id`. */
export function UserRolesDisplay({ value }: DisplayProps) {
  const { roles } = useRoleChoices();
  const id = roleIdOf(value);
  const name =
    roleNameOf(value) ??
    (id === null ? '' : (roles?.find((role) => role.id === id)?.name ?? `#${id}`));
  return <span className="cms-display">{name}</span>;
}
