import { useT } from '../../i18n/use-t.js';
import { Icon } from '../../ui/Icon.js';
import type { DisplayProps } from '../registry.js';

/** Whether a value is stored, never the stored hash itself. */
export function HashedDisplay({ value }: DisplayProps) {
  const { t } = useT();
  if (value === null || value === undefined || value === '')
    return <span className="cms-display" />;
  return (
    <span className="cms-display cms-hashed-display">
      <Icon name="lock" size={16} />
      <span>{t('catalogue_interfaces.hashed_set')}</span>
    </span>
  );
}
