import type { KeyboardEvent } from 'react';
import { useT } from '../../i18n/use-t.js';
import { titleCase } from '../../shell/collection-title.js';
import { Icon } from '../../ui/Icon.js';
import { choiceKeyTarget } from '../button-group/choice-keys.js';
import type { InputProps } from '../registry.js';
import { statusColor } from '../status/status-color.js';
import { PALETTE_COLORS, paletteColor, wantsDarkMark } from './material-palette.js';

interface Swatch {
  /** What choosing it stores: a palette name, a stored name kept as it was, or null for none. */
  value: string | null;
  label: string;
  color: string | null;
  darkMark: boolean;
  /** Starts a new line in the grid (each hue has its own row). */
  row: string;
}

/** The palette as swatches: none, the stored name when the palette lacks it, then every colour. */
function swatches(current: string | null, noneLabel: string, unknownLabel: string): Swatch[] {
  const list: Swatch[] = [{ value: null, label: noneLabel, color: null, darkMark: true, row: '' }];
  if (current !== null && !paletteColor(current)) {
    // A name the palette lacks (a CSS colour, a token) stays chosen until the user picks another.
    list.push({
      value: current,
      label: unknownLabel,
      color: statusColor(current),
      darkMark: true,
      row: '',
    });
  }
  for (const color of PALETTE_COLORS) {
    list.push({
      value: color.name,
      label: titleCase(color.name),
      color: color.hex,
      darkMark: wantsDarkMark(color.hex),
      row: color.hue === 'white' || color.hue === 'black' ? 'extremes' : color.hue,
    });
  }
  return list;
}

/**
 * v8's color-palette: one of the Material palette's named colours (rating's and toggle-icon's
 * colour options). A radio group of swatches, one hue a line, each named for screen readers
 * ("Amber 500") and the chosen one ticked; "None" clears it. One tab stop; the arrow keys move
 * through the swatches and choose (radio-group keys, shared with button-group), Home and End go to
 * the ends.
 */
export function ColorPaletteInput({ value, readonly, onChange, id }: InputProps) {
  const { t, dir } = useT();
  const stored = typeof value === 'string' && value.trim() !== '' ? value : null;
  const current = paletteColor(stored)?.name ?? stored;
  const list = swatches(
    current,
    t('meta_interfaces.color_none'),
    t('meta_interfaces.color_unknown', { name: stored ?? '' }),
  );
  const checked = list.findIndex((swatch) => swatch.value === current);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (readonly) return;
    const target = choiceKeyTarget(event.key, {
      current: checked,
      count: list.length,
      rtl: dir === 'rtl',
      wrap: true,
    });
    if (target === null) return;
    event.preventDefault();
    const next = list[target];
    if (!next) return;
    if (next.value !== current) onChange(next.value);
    event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="radio"]')[target]?.focus();
  };

  const rows: Swatch[][] = [];
  for (const swatch of list) {
    const last = rows.at(-1);
    if (last && last[0]?.row === swatch.row) last.push(swatch);
    else rows.push([swatch]);
  }
  let index = -1;
  return (
    <div
      className="cms-color-palette"
      role="radiogroup"
      id={id}
      aria-labelledby={`${id}-label`}
      aria-readonly={readonly || undefined}
      data-readonly={readonly || undefined}
      onKeyDown={onKeyDown}
    >
      {rows.map((row) => (
        <div className="cms-color-palette__row" key={row[0]?.value ?? 'none'}>
          {row.map((swatch) => {
            index += 1;
            const isChecked = index === checked;
            return (
              <label
                key={swatch.value ?? ''}
                className="cms-color-palette__swatch"
                data-none={swatch.color === null || undefined}
                data-dark-mark={swatch.darkMark || undefined}
                title={swatch.label}
                style={swatch.color ? { background: swatch.color } : undefined}
              >
                <input
                  className="cms-color-palette__radio"
                  type="radio"
                  name={id}
                  value={swatch.value ?? ''}
                  checked={isChecked}
                  aria-label={swatch.label}
                  // One stop in the tab order: the chosen swatch, else the first.
                  tabIndex={index === Math.max(0, checked) ? 0 : -1}
                  disabled={readonly}
                  onChange={() => onChange(swatch.value)}
                />
                {swatch.color === null ? (
                  <span className="cms-color-palette__none-text">{swatch.label}</span>
                ) : null}
                {isChecked && swatch.color !== null ? <Icon name="check" size={16} /> : null}
              </label>
            );
          })}
        </div>
      ))}
    </div>
  );
}
