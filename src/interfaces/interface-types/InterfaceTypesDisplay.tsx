import { titleCase } from '../../shell/collection-title.js';
import type { DisplayProps } from '../registry.js';
import { readTypes } from './interface-types-value.js';

/** The types by name, comma-separated ("String, Json"); the stored ids are the tooltip. */
export function InterfaceTypesDisplay({ value }: DisplayProps) {
  const { types } = readTypes(value);
  if (types.length === 0) return <span className="cms-display" />;
  return (
    <span className="cms-display" title={types.join(', ')}>
      {types.map(titleCase).join(', ')}
    </span>
  );
}
