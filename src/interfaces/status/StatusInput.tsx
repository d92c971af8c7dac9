import { useT } from '../../i18n/use-t.js';
import { statusesOfOptions } from '../../schema/status-mapping.js';
import type { InputProps } from '../registry.js';
import { useStatusChoices } from './status-choices.js';
import { statusColor } from './status-color.js';

/**
 * The statuses of the mapping the user may choose (the editor's status choices, and the value
 * held) as a radio group. The group is labelled by the form's label (its id
 * is on the group); each radio by its status name.
 */
export function StatusInput({ value, options, readonly, onChange, id }: InputProps) {
  const { t } = useT();
  const choices = useStatusChoices();
  const mapped = statusesOfOptions(options);
  const statuses = choices
    ? mapped.filter((status) => status.value === value || choices.includes(status.value))
    : mapped;
  if (mapped.length === 0) {
    return <p className="cms-field__hint">{t('interfaces.status_no_mapping')}</p>;
  }
  return (
    <div
      className="cms-status-input"
      role="radiogroup"
      id={id}
      // The form's label cannot point at a group with htmlFor; it carries the id `{id}-label`.
      aria-labelledby={`${id}-label`}
      aria-readonly={readonly || undefined}
    >
      {statuses.map((status) => (
        <label key={status.value} className="cms-status-input__option">
          <input
            type="radio"
            name={id}
            value={status.value}
            checked={value === status.value}
            disabled={readonly}
            onChange={() => onChange(status.value)}
          />
          <span
            className="cms-status-input__dot"
            style={{ background: statusColor(status.background_color) }}
            aria-hidden="true"
          />
          {status.name}
        </label>
      ))}
    </div>
  );
}
