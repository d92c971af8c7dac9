import { useT } from '../../i18n/use-t.js';
import type { DisplayProps } from '../registry.js';
import { isOn } from './is-on.js';
import { toggleLabel } from './toggle-labels.js';

/** The state as text (not only an icon), so it reads out and prints: `labelOn` / `labelOff`, else yes/no. */
export function ToggleDisplay({ value, options }: DisplayProps) {
  const { t } = useT();
  if (value == null) return <span className="cms-display" />;
  const on = isOn(value);
  return (
    <span className="cms-display">
      {toggleLabel(options, on) ?? (on ? t('interfaces.yes') : t('interfaces.no'))}
    </span>
  );
}
