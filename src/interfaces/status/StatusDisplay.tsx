import { statusesOfOptions } from '../../schema/status-mapping.js';
import { displayText } from '../display-text.js';
import type { DisplayProps } from '../registry.js';
import { statusColor } from './status-color.js';

/** A coloured badge with the status name as text (the colour alone would say nothing to some). */
export function StatusDisplay({ value, options }: DisplayProps) {
  if (value == null || value === '') return <span className="cms-display" />;
  const status = statusesOfOptions(options).find((entry) => entry.value === String(value));
  return (
    <span className="cms-display cms-status-badge">
      <span
        className="cms-status-badge__dot"
        style={{ background: statusColor(status?.background_color) }}
        aria-hidden="true"
      />
      {status?.name ?? displayText(value)}
    </span>
  );
}
