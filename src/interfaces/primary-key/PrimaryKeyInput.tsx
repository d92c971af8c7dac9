import { useT } from '../../i18n/use-t.js';
import { displayText } from '../display-text.js';
import type { DisplayProps, InputProps } from '../registry.js';

const fontClass = (options: Record<string, unknown>) =>
  options.monospace === false ? '' : ' cms-font--monospace';

/** The item's key, never editable here: the database assigns it (or it was set on create). */
export function PrimaryKeyInput({ value, id, options }: InputProps) {
  const { t } = useT();
  return (
    <input
      id={id}
      type="text"
      className={`cms-field__control${fontClass(options)}`}
      readOnly
      value={value == null ? '' : String(value)}
      placeholder={t('interfaces.primary_key_new')}
    />
  );
}

/** The key as text, in a fixed-width font unless `monospace` is off. */
export function PrimaryKeyDisplay({ value, options }: DisplayProps) {
  return <span className={`cms-display${fontClass(options)}`}>{displayText(value)}</span>;
}
