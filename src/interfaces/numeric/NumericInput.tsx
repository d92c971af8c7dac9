import { useEffect, useState } from 'react';
import type { InputProps } from '../registry.js';
import { OptionIcons } from '../text-input/OptionIcons.js';

const num = (value: unknown) => (typeof value === 'number' ? value : undefined);

/**
 * A number input. The text is kept locally so half-typed numbers ("1.", "-") are not lost; a
 * complete number is staged as a number (whole for integer fields), an empty input as null.
 * `iconLeft` / `iconRight` sit in the box; `monospace` sets the font.
 */
export function NumericInput({
  value,
  field,
  options,
  readonly,
  onChange,
  id,
  invalid,
}: InputProps) {
  const [text, setText] = useState(value == null ? '' : String(value));
  useEffect(() => {
    // Follow outside changes (clear, reset, undo) unless the text already means that value.
    setText((current) =>
      Number(current) === value && current !== '' ? current : value == null ? '' : String(value),
    );
  }, [value]);
  const integer = field.type === 'integer' || field.type === 'sort';
  return (
    <OptionIcons iconLeft={options.iconLeft} iconRight={options.iconRight}>
      <input
        id={id}
        type="number"
        className={`cms-field__control${options.monospace === true ? ' cms-font--monospace' : ''}`}
        value={text}
        readOnly={readonly}
        min={num(options.min)}
        max={num(options.max)}
        step={num(options.step) ?? (integer ? 1 : 'any')}
        placeholder={typeof options.placeholder === 'string' ? options.placeholder : undefined}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (next === '') return onChange(null);
          const parsed = integer ? Number.parseInt(next, 10) : Number(next);
          if (!Number.isNaN(parsed)) onChange(parsed);
        }}
      />
    </OptionIcons>
  );
}
