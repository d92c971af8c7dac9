import { titleCase } from '../../shell/collection-title.js';
import type { DisplayProps } from '../registry.js';
import { statusColor } from '../status/status-color.js';
import { paletteColor } from './material-palette.js';

/** A round swatch with the colour's name beside it ("Amber 500"); the stored name is the tooltip. */
export function ColorPaletteDisplay({ value }: DisplayProps) {
  if (typeof value !== 'string' || value.trim() === '') return <span className="cms-display" />;
  const known = paletteColor(value);
  return (
    <span className="cms-display cms-color-palette-display" title={value}>
      <span
        className="cms-color-palette-display__swatch"
        style={{ background: known?.hex ?? statusColor(value) }}
        aria-hidden="true"
      />
      {known ? titleCase(known.name) : value}
    </span>
  );
}
