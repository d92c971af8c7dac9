import { HEX_COLOR } from './color-value.js';

/** The `palette` option's default: twelve Material colours, one of each hue family. */
export const DEFAULT_PALETTE: readonly string[] = [
  '#F44336',
  '#E91E63',
  '#9C27B0',
  '#673AB7',
  '#3F51B5',
  '#2196F3',
  '#00BCD4',
  '#009688',
  '#4CAF50',
  '#CDDC39',
  '#FFC107',
  '#FF5722',
];

/**
 * The `palette` option's colours: a list of hex colours, also accepted as JSON text or as text
 * separated by commas or spaces (as hand-edited records have it); anything not a hex colour is
 * left out.
 */
export function paletteOf(option: unknown): string[] {
  let list: unknown = option;
  if (typeof option === 'string') {
    try {
      list = JSON.parse(option);
    } catch {
      list = option.split(/[\s,]+/);
    }
  }
  if (!Array.isArray(list)) return [];
  const colors = list
    .filter((entry): entry is string => typeof entry === 'string')
    .map((entry) => entry.trim())
    .filter((entry) => HEX_COLOR.test(entry));
  return [...new Set(colors)];
}
