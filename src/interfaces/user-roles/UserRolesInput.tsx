import { useT } from '../../i18n/use-t.js';
import { Select, type SelectOption } from '../../ui/Select.js';
import type { InputProps } from '../registry.js';
import { PUBLIC_ROLE_ID, roleIdOf, roleNameOf, useRoleChoices } from './role-choices.js';

/**
 * The user's role (m2o to directus_roles) as a Select of the project's roles. The Public role is
 * offered only with `showPublic` (a signed-in user with it could do no more than a visitor). The
 * staged value is the role id; a role the list does not hold (not readable) keeps its name or id.
 */
export function UserRolesInput({ value, options, readonly, onChange, id, invalid }: InputProps) {
  const { t } = useT();
  const { roles, failed } = useRoleChoices();
  const current = roleIdOf(value);
  const choices: SelectOption[] = (roles ?? [])
    .filter(
      (role) => options.showPublic === true || role.id !== PUBLIC_ROLE_ID || role.id === current,
    )
    .map((role) => ({ value: String(role.id), label: role.name }));
  if (current !== null && !choices.some((choice) => choice.value === String(current))) {
    choices.push({ value: String(current), label: roleNameOf(value) ?? `#${current}` });
  }
  const placeholder = t('user_interfaces.role_choose');
  return (
    <div className="cms-user-roles">
      <Select
        id={id}
        value={current === null ? '' : String(current)}
        disabled={readonly}
        invalid={invalid}
        loading={roles === null && !failed}
        placeholder={placeholder}
        options={[{ value: '', label: placeholder }, ...choices]}
        onChange={(next) => onChange(next === '' ? null : Number(next))}
      />
      {failed ? (
        <p className="cms-form-field__problem">{t('user_interfaces.roles_failed')}</p>
      ) : null}
    </div>
  );
}
