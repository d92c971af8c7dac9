import { useT } from '../../i18n/use-t.js';
import { Icon, iconFor } from '../../ui/Icon.js';
import { interfaceName } from '../interface-texts.js';
import type { DisplayProps } from '../registry.js';
import { useInstalledDefinition } from './installed-definitions.js';

/** The interface's icon and name; an id the admin does not have shows as it is. */
export function InterfacesDisplay({ value }: DisplayProps) {
  const { t } = useT();
  const definition = useInstalledDefinition(value);
  if (typeof value !== 'string' || value === '') return <span className="cms-display" />;
  return (
    <span className="cms-display cms-interfaces-display" title={value}>
      {definition ? <Icon name={iconFor(definition.icon, 'extension')} size={18} /> : null}
      {definition ? interfaceName(t, definition) : value}
    </span>
  );
}
