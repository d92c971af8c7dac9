import { Icon, iconFor } from '../../ui/Icon.js';
import type { DisplayProps } from '../registry.js';
import { useInstalledDefinition } from './installed-definitions.js';

/** The interface's icon and name; an id the admin does not have shows as it is. */
export function InterfacesDisplay({ value }: DisplayProps) {
  const definition = useInstalledDefinition(value);
  if (typeof value !== 'string' || value === '') return <span className="cms-display" />;
  return (
    <span className="cms-display cms-interfaces-display" title={value}>
      {definition ? <Icon name={iconFor(definition.icon, 'extension')} size={18} /> : null}
      {definition?.name ?? value}
    </span>
  );
}
