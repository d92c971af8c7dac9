import { paletteColor } from '../color-palette/material-palette.js';

// v8 status colours are names from its palette (`accent`, `red`, `blue-grey-200` …): the admin's
// tokens by their v8 names, then the Material palette v8 names (material-palette.ts, shared with
// rating, toggle-icon and the color-palette interface); anything else a browser reads as a colour
// is used as it is; the rest fall back to a neutral grey.

const TOKENS: Record<string, string> = {
  accent: 'var(--cms-color-accent)',
  action: 'var(--cms-color-accent)',
  success: 'var(--cms-color-success)',
  warning: 'var(--cms-color-warning)',
  danger: 'var(--cms-color-danger)',
};

function known(name: string): string | null {
  if (TOKENS[name]) return TOKENS[name];
  const palette = paletteColor(name);
  if (palette) return palette.hex;
  if (typeof CSS !== 'undefined' && CSS.supports('color', name)) return name;
  return null;
}

export function statusColor(name: string | undefined): string {
  if (!name) return '#b0bec5';
  return known(name) ?? known(name.replace(/-\d+$/, '')) ?? '#b0bec5';
}
