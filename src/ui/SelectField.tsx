import { type ReactNode, useId } from 'react';
import { Select, type SelectOption, type SelectProps } from './Select.js';
import './register.js';

export type { SelectOption };

interface SelectFieldProps extends Omit<SelectProps, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
}

/** A labelled Select: the label names the combobox button (`<label for>`), the hint describes it. */
export function SelectField({ label, hint, ...select }: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="cms-field">
      <label className="cms-field__label" htmlFor={id}>
        {label}
      </label>
      <Select id={id} aria-describedby={hint ? hintId : undefined} {...select} />
      {hint ? (
        <span className="cms-field__hint" id={hintId}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
