import { IconPicker } from '../../ui/IconPicker.js';
import type { InputProps } from '../registry.js';

/**
 * A v8 Material icon name, picked from a searchable grid (the arrow keys move over it, Enter
 * picks, Escape closes) or cleared. The form's label names the button.
 */
export function IconInput({ value, readonly, onChange, id }: InputProps) {
  return (
    <IconPicker
      id={id}
      labelledBy={`${id}-label`}
      value={typeof value === 'string' && value !== '' ? value : null}
      disabled={readonly}
      onChange={onChange}
    />
  );
}
