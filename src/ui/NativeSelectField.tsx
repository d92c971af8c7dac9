import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import './register.js';

interface NativeSelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  options: readonly { value: string; label: string }[];
}

/**
 * A labelled native select, for the sign-in screen only: its JS budget (120 KB gzip) has no room
 * for the Select primitive, and the platform control is keyboard-complete. Signed-in screens use
 * SelectField.
 */
export function NativeSelectField({ label, options, ...select }: NativeSelectFieldProps) {
  const id = useId();
  return (
    <div className="cms-field">
      <label className="cms-field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="cms-field__control" {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
