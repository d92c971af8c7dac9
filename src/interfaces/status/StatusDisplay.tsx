import { statusesOfOptions } from '../../schema/status-mapping.js';
import { displayText } from '../display-text.js';
import type { DisplayProps } from '../registry.js';
import { statusColor } from './status-color.js';

/**
 * The status name with its colour (the colour alone would say nothing to some): with
 * `simpleBadge` (v8's default) a small dot before the name, else a full badge in the status's
 * background and text colours.
 */
export function StatusDisplay({ value, options }: DisplayProps) {
  if (value == null || value === '') return <span className="cms-display" />;
  const status = statusesOfOptions(options).find((entry) => entry.value === String(value));
  const name = status?.name ?? displayText(value);
  if (options.simpleBadge === false) {
    return (
      <span className="cms-display">
        <span
          className="cms-status-badge cms-status-badge--full"
          style={{
            background: statusColor(status?.background_color),
            color: status?.text_color ? statusColor(status.text_color) : 'white',
          }}
        >
          {name}
        </span>
      </span>
    );
  }
  return (
    <span className="cms-display cms-status-badge cms-status-badge--simple">
      <span
        className="cms-status-badge__dot"
        style={{ background: statusColor(status?.background_color) }}
        aria-hidden="true"
      />
      {name}
    </span>
  );
}
