import { useT } from '../../i18n/use-t.js';
import type { InputProps } from '../registry.js';
import { StampDisplay } from './StampDisplay.js';

/**
 * The moment the server stamped on the item (created or last updated). Nobody edits it, so the
 * form shows it as text; a new item has none until it is saved.
 */
export function StampInput({ value, field, options, id }: InputProps) {
  const { t } = useT();
  return (
    <output id={id} className="cms-stamp">
      {typeof value === 'string' && value !== '' ? (
        <StampDisplay value={value} field={field} options={options} />
      ) : (
        t('interfaces.stamp_on_save')
      )}
    </output>
  );
}
