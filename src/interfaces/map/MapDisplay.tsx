import { useT } from '../../i18n/use-t.js';
import type { DisplayProps } from '../registry.js';
import { formatLocation } from './format-location.js';
import { readLocation } from './map-value.js';

/** The location's coordinates, or nothing when the field holds no location. */
export function MapDisplay({ value }: DisplayProps) {
  const { locale } = useT();
  const location = readLocation(value);
  return (
    <span className="cms-display">
      {location.kind === 'point' ? formatLocation(location.point, locale ?? undefined) : ''}
    </span>
  );
}
