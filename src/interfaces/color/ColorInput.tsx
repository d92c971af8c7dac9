import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import type { DisplayProps, InputProps } from '../registry.js';
import { HEX_COLOR, pickerValue } from './color-value.js';

/**
 * A hex colour: the browser's picker and the code as text, kept in step. Text that is not a hex
 * colour yet stays in the box (the user may be half-way through typing) and is not staged.
 */
export function ColorInput({ value, readonly, onChange, id, invalid, field }: InputProps) {
  const { t } = useT();
  const saved = typeof value === 'string' ? value : '';
  const [text, setText] = useState(saved);
  useEffect(() => setText(saved), [saved]);
  const malformed = text !== '' && !HEX_COLOR.test(text);
  return (
    <div className="cms-color-input">
      <input
        type="color"
        className="cms-color-input__picker"
        value={pickerValue(text) ?? '#000000'}
        disabled={readonly}
        aria-label={t('interfaces.color_picker', { field: field.field })}
        onChange={(event) => {
          setText(event.target.value);
          onChange(event.target.value);
        }}
      />
      <input
        id={id}
        type="text"
        className="cms-field__control cms-color-input__code"
        value={text}
        readOnly={readonly}
        maxLength={7}
        placeholder="#rrggbb"
        spellCheck={false}
        aria-invalid={invalid || malformed || undefined}
        onChange={(event) => {
          const next = event.target.value.trim();
          setText(next);
          if (next === '') onChange(null);
          else if (HEX_COLOR.test(next)) onChange(next);
        }}
      />
      {malformed ? (
        <p className="cms-form-field__problem">{t('interfaces.color_invalid')}</p>
      ) : null}
    </div>
  );
}

export function ColorDisplay({ value }: DisplayProps) {
  const color = pickerValue(value);
  if (!color) return <span className="cms-display">{typeof value === 'string' ? value : ''}</span>;
  return (
    <span className="cms-display cms-color-display">
      <span
        className="cms-color-display__swatch"
        style={{ background: color }}
        aria-hidden="true"
      />
      {String(value)}
    </span>
  );
}
