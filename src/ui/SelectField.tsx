import { type ReactNode, useId } from 'react';
import { Select, type SelectOption, type SelectProps } from './Select.js';
import './register.js';

export type { SelectOption };

interface SelectFieldProps extends Omit<SelectProps, 'id'> {
  label: ReactNode;
  /** The label stays for screen readers only (a compact row that says what it is otherwise). */
  hideLabel?: boolean;
  hint?: ReactNode;
}

/** A labelled Select: the label names the combobox button (`<label for>`), the hint describes it. */
export function SelectField({ label, hideLabel = false, hint, ...select }: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="cms-field">
      <label className={hideLabel ? 'cms-visually-hidden' : 'cms-field__label'} htmlFor={id}>
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
