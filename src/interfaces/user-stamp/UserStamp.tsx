import { useT } from '../../i18n/use-t.js';
import type { DisplayProps, InputProps } from '../registry.js';
import { userName } from './user-name.js';

/** Who created (owner) or last changed the item: set by the server, shown as text. */
export function UserStampInput({ value, id }: InputProps) {
  const { t } = useT();
  const name = userName(value);
  return (
    <output id={id} className="cms-stamp">
      {name || t('interfaces.stamp_on_save')}
    </output>
  );
}

export function UserStampDisplay({ value }: DisplayProps) {
  return <span className="cms-display">{userName(value)}</span>;
}
