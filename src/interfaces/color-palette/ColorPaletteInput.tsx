import type { KeyboardEvent } from 'react';
import { useT } from '../../i18n/use-t.js';
import { titleCase } from '../../shell/collection-title.js';
import { Icon } from '../../ui/Icon.js';
import type { InputProps } from '../registry.js';
import { statusColor } from '../status/status-color.js';
import { PALETTE_COLORS, paletteColor, wantsDarkMark } from './material-palette.js';
import { paletteKeyTarget } from './palette-keys.js';

interface Swatch {
  /** What choosing it stores: a palette name, a stored name kept as it was, or null for none. */
  value: string | null;
  label: string;
  color: string | null;
  darkMark: boolean;
}

/** The leading choices: none, and the stored name when the palette lacks it (kept until changed). */
function leadingSwatches(
  current: string | null,
  noneLabel: string,
  unknownLabel: string,
): Swatch[] {
  const lead: Swatch[] = [{ value: null, label: noneLabel, color: null, darkMark: true }];
  if (current !== null && !paletteColor(current)) {
    lead.push({ value: current, label: unknownLabel, color: statusColor(current), darkMark: true });
  }
  return lead;
}

const PALETTE_SWATCHES: readonly Swatch[] = PALETTE_COLORS.map((color) => ({
  value: color.name,
  label: titleCase(color.name),
  color: color.hex,
  darkMark: wantsDarkMark(color.hex),
}));

/**
 * v8's color-palette: one of the Material palette's named colours (rating's and toggle-icon's
 * colour options). A radio group: "None", then the swatches in columns, one hue a column from
 * light to dark, each named for screen readers ("Amber 500"), the chosen one ticked. One tab stop;
 * the arrow keys move and choose (palette-keys.ts), Home and End go to the ends.
 */
export function ColorPaletteInput({ value, readonly, onChange, id }: InputProps) {
  const { t, dir } = useT();
  const stored = typeof value === 'string' && value.trim() !== '' ? value : null;
  const current = paletteColor(stored)?.name ?? stored;
  const lead = leadingSwatches(
    current,
    t('meta_interfaces.color_none'),
    t('meta_interfaces.color_unknown', { name: stored ?? '' }),
  );
  const list = [...lead, ...PALETTE_SWATCHES];
  const checked = list.findIndex((swatch) => swatch.value === current);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (readonly) return;
    const target = paletteKeyTarget(event.key, {
      current: checked,
      count: list.length,
      lead: lead.length,
      rtl: dir === 'rtl',
    });
    if (target === null) return;
    event.preventDefault();
    const next = list[target];
    if (!next) return;
    if (next.value !== current) onChange(next.value);
    event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="radio"]')[target]?.focus();
  };

  const swatch = (entry: Swatch, index: number) => {
    const isChecked = index === checked;
    return (
      <label
        key={entry.value ?? ''}
        className="cms-color-palette__swatch"
        data-none={entry.color === null || undefined}
        data-dark-mark={entry.darkMark || undefined}
        title={entry.label}
        style={entry.color ? { background: entry.color } : undefined}
      >
        <input
          className="cms-color-palette__radio"
          type="radio"
          name={id}
          value={entry.value ?? ''}
          checked={isChecked}
          aria-label={entry.label}
          // One stop in the tab order: the chosen swatch, else the first.
          tabIndex={index === Math.max(0, checked) ? 0 : -1}
          disabled={readonly}
          onChange={() => onChange(entry.value)}
        />
        {entry.color === null ? (
          <span className="cms-color-palette__none-text">{entry.label}</span>
        ) : null}
        {isChecked && entry.color !== null ? <Icon name="check" size={16} /> : null}
      </label>
    );
  };

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
      <div className="cms-color-palette__lead">{lead.map(swatch)}</div>
      <div className="cms-color-palette__grid">
        {PALETTE_SWATCHES.map((entry, index) => swatch(entry, index + lead.length))}
      </div>
    </div>
  );
}
