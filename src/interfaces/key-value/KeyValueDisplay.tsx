import { useT } from '../../i18n/use-t.js';
import { displayText } from '../display-text.js';
import type { DisplayProps } from '../registry.js';
import { keyText, parseEntries } from './key-value-rows.js';

/** Up to three entries: their keys ("color, size"); more: how many ("5 entries"). Each entry is in the tooltip. */
export function KeyValueDisplay({ value }: DisplayProps) {
  const { t } = useT();
  const parsed = parseEntries(value);
  if (!parsed.ok) return <span className="cms-display">{parsed.raw}</span>;
  if (parsed.entries.length === 0) return <span className="cms-display" />;
  const keys = parsed.entries.map((entry) => keyText(entry.key));
  const tooltip = parsed.entries
    .map((entry, index) => `${keys[index]}: ${displayText(entry.value)}`)
    .join('\n');
  return (
    <span className="cms-display" title={tooltip}>
      {keys.length <= 3
        ? keys.join(', ')
        : t('meta_interfaces.entries_count', { count: keys.length })}
    </span>
  );
}
