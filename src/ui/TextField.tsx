import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import './register.js';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** The label stays for screen readers only (a compact row that says what it is otherwise). */
  hideLabel?: boolean;
  hint?: ReactNode;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input; the hint is linked with `aria-describedby`. */
export function TextField({
  label,
  hideLabel = false,
  hint,
  invalid = false,
  ref,
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="cms-field">
      <label className={hideLabel ? 'cms-visually-hidden' : 'cms-field__label'} htmlFor={id}>
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
