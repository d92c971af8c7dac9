import { Icon, iconFor } from '../../ui/Icon.js';
import type { InputProps } from '../registry.js';
import { statusColor } from '../status/status-color.js';
import { isOn } from '../toggle/is-on.js';
import { toggleIconLook } from './toggle-icon-look.js';

/**
 * A boolean as one icon button (a switch): `iconActive` in `colorActive` with `textActive` when
 * on, the inactive ones when off. Space or Enter turns it over; read-only, it only shows.
 */
export function ToggleIconInput({ value, options, readonly, onChange, id }: InputProps) {
  const on = isOn(value);
  const look = toggleIconLook(options, on);
  return (
    <button
      type="button"
      id={id}
      role="switch"
      aria-checked={on}
      disabled={readonly}
      className="cms-toggle-icon"
      data-on={on || undefined}
      style={{ color: statusColor(look.color) }}
      onClick={() => onChange(!on)}
    >
      <Icon name={iconFor(look.icon, 'extension')} size={28} />
      {look.text ? <span className="cms-toggle-icon__text">{look.text}</span> : null}
    </button>
  );
}
