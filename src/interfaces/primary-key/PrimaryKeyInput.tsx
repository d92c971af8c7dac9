import { useT } from '../../i18n/use-t.js';
import type { InputProps } from '../registry.js';

/** The item's key, never editable here: the database assigns it (or it was set on create). */
export function PrimaryKeyInput({ value, id }: InputProps) {
  const { t } = useT();
  return (
    <input
      id={id}
      type="text"
      className="cms-field__control"
      readOnly
      value={value == null ? '' : String(value)}
      placeholder={t('interfaces.primary_key_new')}
    />
  );
}
