import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import './register.js';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input; the hint is linked with `aria-describedby`. */
export function TextField({ label, hint, invalid = false, ref, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="cms-field">
      <label className="cms-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className="cms-field__control"
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? hintId : undefined}
        {...input}
      />
      {hint ? (
        <span className="cms-field__hint" id={hintId}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
