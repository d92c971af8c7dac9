import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import type { InputProps } from '../registry.js';
import {
  type ColorFormat,
  colorFormatOf,
  FORMAT_PATTERN,
  fromRgb,
  normalise,
  pickerValue,
  toRgb,
} from './color-value.js';
import { paletteOf } from './palette.js';

/**
 * A colour, stored in the `format` option's notation: the browser's picker and the value as text
 * kept in step, and the `palette` option's swatches; with `paletteOnly` only the swatches choose.
 * Text that is not a colour yet stays in the box (the user may be half-way through typing) and is
 * not staged.
 */
export function ColorInput({ value, readonly, onChange, id, invalid, field, options }: InputProps) {
  const { t } = useT();
  const format = colorFormatOf(options);
  const palette = paletteOf(options.palette);
  // An empty palette leaves nothing to choose from: the picker and the box stay.
  const paletteOnly = options.paletteOnly === true && palette.length > 0;
  const saved = typeof value === 'string' ? value : '';
  const [text, setText] = useState(saved);
  // Follow outside changes (reset, undo, a swatch) unless the text already means that value
  // (`0, 128, 0` stays as typed while `0,128,0` is staged).
  useEffect(
    () => setText((typed) => (normalise(typed, format) === saved ? typed : saved)),
    [saved, format],
  );
  const malformed = text !== '' && normalise(text, format) === null;
  const current = pickerValue(saved, format);
  const stageHex = (hex: string) => {
    const rgb = toRgb(hex, 'hex');
    if (!rgb) return;
    const next = format === 'hex' ? hex : fromRgb(rgb, format);
    setText(next);
    onChange(next);
  };

  return (
    <div className="cms-color-input">
      {paletteOnly ? (
        <output id={id} className="cms-color-input__current" aria-invalid={invalid || undefined}>
          {current ? (
            <span
              className="cms-color-display__swatch"
              style={{ background: current }}
              aria-hidden="true"
            />
          ) : null}
          {saved}
        </output>
      ) : (
        <>
          <input
            type="color"
            className="cms-color-input__picker"
            value={pickerValue(text, format) ?? current ?? '#000000'}
            disabled={readonly}
            aria-label={t('interfaces.color_picker', { field: field.field })}
            onChange={(event) => stageHex(event.target.value)}
          />
          <input
            id={id}
            type="text"
            className="cms-field__control cms-color-input__code"
            value={text}
            readOnly={readonly}
            maxLength={format === 'hex' ? 7 : 20}
            placeholder={FORMAT_PATTERN[format]}
            spellCheck={false}
            aria-invalid={invalid || malformed || undefined}
            onChange={(event) => {
              const next = event.target.value;
              setText(next);
              if (next.trim() === '') return onChange(null);
              const stored = normalise(next, format);
              if (stored !== null) onChange(stored);
            }}
          />
        </>
      )}
      {palette.length > 0 && !readonly ? (
        <fieldset className="cms-color-input__palette">
          <legend className="cms-visually-hidden">{t('interface_options.color_palette')}</legend>
          {palette.map((color) => (
            <button
              key={color}
              type="button"
              className="cms-color-input__swatch"
              style={{ background: color }}
              aria-label={t('interface_options.color_swatch', { color })}
              aria-pressed={pickerValue(color) === current}
              title={color}
              onClick={() => stageHex(color)}
            />
          ))}
        </fieldset>
      ) : null}
      {malformed && !paletteOnly ? (
        <p className="cms-form-field__problem">{invalidMessage(format, t)}</p>
      ) : null}
    </div>
  );
}

function invalidMessage(format: ColorFormat, t: ReturnType<typeof useT>['t']): string {
  if (format === 'rgb') return t('interface_options.color_invalid_rgb');
  if (format === 'hsl') return t('interface_options.color_invalid_hsl');
  if (format === 'cmyk') return t('interface_options.color_invalid_cmyk');
  return t('interfaces.color_invalid');
}
