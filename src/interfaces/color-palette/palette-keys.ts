import { choiceKeyTarget } from '../button-group/choice-keys.js';

// The palette's keys. The swatches after the leading choices (none, a kept name) stand in columns,
// one hue a column of SHADES_PER_HUE from light to dark, as v8 drew them: Up and Down move one
// swatch (on into the next hue), Left and Right to the same shade of the hue beside it (mirrored
// in right-to-left text), stopping at the edges; everything else is the radio-group keys the
// button-group and rating share (the leading choices, Home, End).

/** A hue's plain colour and its shades 50 to 900. */
export const SHADES_PER_HUE = 11;

export interface PaletteKeyContext {
  current: number;
  count: number;
  /** How many choices come before the palette's columns. */
  lead: number;
  rtl: boolean;
}

export function paletteKeyTarget(key: string, context: PaletteKeyContext): number | null {
  const { current, count, lead, rtl } = context;
  if ((key === 'ArrowLeft' || key === 'ArrowRight') && current >= lead) {
    const forward = (key === 'ArrowRight') !== rtl;
    const target = current + (forward ? SHADES_PER_HUE : -SHADES_PER_HUE);
    return target >= lead && target < count ? target : current;
  }
  return choiceKeyTarget(key, { current, count, rtl, wrap: true });
}
