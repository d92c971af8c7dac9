import { useT } from '../../i18n/use-t.js';
import type { DisplayProps } from '../registry.js';
import { readOptions } from './options-value.js';

/** How many options are set ("3 options"); the JSON is the tooltip. */
export function InterfaceOptionsDisplay({ value }: DisplayProps) {
  const { t } = useT();
  const stored = readOptions(value);
  if (!stored.ok) return <span className="cms-display">{stored.raw}</span>;
  const count = Object.keys(stored.options).length;
  if (count === 0) return <span className="cms-display" />;
  return (
    <span className="cms-display" title={JSON.stringify(stored.options)}>
      {t('meta_interfaces.options_count', { count })}
    </span>
  );
}
