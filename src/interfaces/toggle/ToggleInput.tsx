import type { InputProps } from '../registry.js';

/** Databases store booleans as true/1/'1'; anything else is off. */
export function isOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

export function ToggleInput({ value, options, readonly, onChange, id }: InputProps) {
  return (
    <span className="cms-toggle">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={isOn(value)}
        checked={isOn(value)}
        disabled={readonly}
        onChange={(event) => onChange(event.target.checked)}
      />
      {typeof options.label === 'string' && options.label !== '' ? (
        <span className="cms-toggle__label">{options.label}</span>
      ) : null}
    </span>
  );
}
