import { useT } from '../../i18n/use-t.js';
import type { DisplayProps } from '../registry.js';
import { isOn } from './ToggleInput.js';

/** Yes/no as text (not only an icon), so it reads out and prints. */
export function ToggleDisplay({ value }: DisplayProps) {
  const { t } = useT();
  if (value == null) return <span className="cms-display" />;
  return (
    <span className="cms-display">{isOn(value) ? t('interfaces.yes') : t('interfaces.no')}</span>
  );
}
