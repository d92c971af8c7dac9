import { useT } from '../../i18n/use-t.js';
import type { InputProps } from '../registry.js';
import { StampUserDisplay } from './StampUserDisplay.js';

/**
 * Who created (owner) or last changed the item: set by the server, shown as the user (avatar, name
 * or both by the `display` option; a bare id filled in from the user's card) — or, before the
 * first save, that it will be.
 */
export function UserStampInput({ value, id, field, options }: InputProps) {
  const { t } = useT();
  const empty = value === null || value === undefined || value === '';
  return (
    <output id={id} className="cms-stamp">
      {empty ? (
        t('interfaces.stamp_on_save')
      ) : (
        <StampUserDisplay value={value} field={field} options={options} />
      )}
    </output>
  );
}
