import { Icon, iconFor } from '../../ui/Icon.js';
import type { DisplayProps } from '../registry.js';

/** The icon, named for screen readers by the stored name (also its tooltip). */
export function IconDisplay({ value }: DisplayProps) {
  if (typeof value !== 'string' || value === '') return <span className="cms-display" />;
  return (
    <span className="cms-display cms-icon-display" title={value}>
      <Icon name={iconFor(value, 'extension')} size={20} label={value} />
    </span>
  );
}
