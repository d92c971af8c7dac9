import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import './register.js';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  options: readonly SelectOption[];
}

/** A labelled native select: keyboard and screen-reader support come with the platform. */
export function SelectField({ label, options, ...select }: SelectFieldProps) {
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
