import { useT } from '../../i18n/use-t.js';
import { Icon, iconFor } from '../../ui/Icon.js';
import type { DisplayProps } from '../registry.js';
import { statusColor } from '../status/status-color.js';
import { isOn } from '../toggle/is-on.js';
import { toggleIconLook } from './toggle-icon-look.js';

/** The state's icon in its colour, with its text, or yes / no read out when it has none. */
export function ToggleIconDisplay({ value, options }: DisplayProps) {
  const { t } = useT();
  if (value == null) return <span className="cms-display" />;
  const on = isOn(value);
  const look = toggleIconLook(options, on);
  return (
    <span
      className="cms-display cms-toggle-icon-display"
      data-on={on || undefined}
      style={{ color: statusColor(look.color) }}
    >
      <Icon
        name={iconFor(look.icon, 'extension')}
        size={18}
        className="cms-toggle-icon-display__icon"
        label={look.text ? undefined : on ? t('interfaces.yes') : t('interfaces.no')}
      />
      {look.text ? <span className="cms-toggle-icon__text">{look.text}</span> : null}
    </span>
  );
}
