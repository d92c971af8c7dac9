import { useId } from 'react';
import { useT } from '../../i18n/use-t.js';
import type { InputProps } from '../registry.js';
import { OptionIcons } from './OptionIcons.js';
import { isMonospace } from './text-options.js';

/**
 * A one-line text input. `trim` trims on leaving the field, so typing a space is never eaten;
 * `showCharacterCount` counts the characters against the field's length; `iconLeft` / `iconRight`
 * sit in the box; `monospace` sets the font.
 */
export function TextInput({ value, options, readonly, onChange, id, invalid, field }: InputProps) {
  const { t } = useT();
  const countId = useId();
  const text = value == null ? '' : String(value);
  const length = typeof field.length === 'number' && field.length > 0 ? field.length : undefined;
  const counted = options.showCharacterCount !== false && length !== undefined && !readonly;
  return (
    <>
      <OptionIcons iconLeft={options.iconLeft} iconRight={options.iconRight}>
        <input
          id={id}
          type="text"
          className={`cms-field__control${isMonospace(options) ? ' cms-font--monospace' : ''}`}
          value={text}
          readOnly={readonly}
          maxLength={length}
          placeholder={typeof options.placeholder === 'string' ? options.placeholder : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={counted ? countId : undefined}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
          onBlur={(event) => {
            if (options.trim !== true) return;
            const trimmed = event.target.value.trim();
            if (trimmed !== event.target.value) onChange(trimmed === '' ? null : trimmed);
          }}
        />
      </OptionIcons>
      {counted ? (
        <span
          id={countId}
          className="cms-text-input__count"
          data-full={text.length >= length ? '' : undefined}
        >
          {t('interface_options.character_count', { count: text.length, max: length })}
        </span>
      ) : null}
    </>
  );
}
