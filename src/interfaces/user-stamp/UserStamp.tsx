import { useT } from '../../i18n/use-t.js';
import type { InputProps } from '../registry.js';
import { UserDisplay } from '../user/UserDisplay.js';

/**
 * Who created (owner) or last changed the item: set by the server, shown as the user (avatar and
 * name, a bare id filled in from the user's card) — or, before the first save, that it will be.
 */
export function UserStampInput({ value, id, field, options }: InputProps) {
  const { t } = useT();
  const empty = value === null || value === undefined || value === '';
  return (
    <output id={id} className="cms-stamp">
      {empty ? (
        t('interfaces.stamp_on_save')
      ) : (
        <UserDisplay value={value} field={field} options={options} />
      )}
    </output>
  );
}
