// The colour interface's values as v8 stores them, by the `format` option: hex as `#rgb` or
// `#rrggbb` (any case), the others as bare numbers joined by commas: rgb `255,87,34` (0–255),
// hsl `14,100,57` (hue 0–360, saturation and lightness 0–100), cmyk `0,66,87,0` (0–100).

export const COLOR_FORMATS = ['hex', 'rgb', 'hsl', 'cmyk'] as const;
export type ColorFormat = (typeof COLOR_FORMATS)[number];

/** A CSS hex colour: `#rgb` or `#rrggbb`, any case. */
export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** What a format's text looks like, for the box's placeholder. */
export const FORMAT_PATTERN: Record<ColorFormat, string> = {
  hex: '#rrggbb',
  rgb: 'r,g,b',
  hsl: 'h,s,l',
  cmyk: 'c,m,y,k',
};

/** The highest value of each number of a format (hex has none). */
const LIMITS: Record<Exclude<ColorFormat, 'hex'>, readonly number[]> = {
  rgb: [255, 255, 255],
  hsl: [360, 100, 100],
  cmyk: [100, 100, 100, 100],
};

type Rgb = readonly [number, number, number];

export function colorFormatOf(options: Record<string, unknown>): ColorFormat {
  return (COLOR_FORMATS as readonly unknown[]).includes(options.format)
    ? (options.format as ColorFormat)
    : 'hex';
}

/** A text in `format`, normalised as stored (`255, 87,34` → `255,87,34`), else null. */
export function normalise(text: string, format: ColorFormat): string | null {
  const trimmed = text.trim();
  if (format === 'hex') return HEX_COLOR.test(trimmed) ? trimmed : null;
  const parts = trimmed.split(',').map((part) => part.trim());
  const limits = LIMITS[format];
  if (parts.length !== limits.length) return null;
  const numbers = parts.map((part) => (/^\d+(\.\d+)?$/.test(part) ? Number(part) : Number.NaN));
  if (numbers.some((number, index) => !(number >= 0 && number <= (limits[index] ?? 0)))) {
    return null;
  }
  return numbers.join(',');
}

/** The colour of a stored value: hex by its `#`, the rest read in `format`; null when not a colour. */
export function toRgb(value: unknown, format: ColorFormat): Rgb | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text.startsWith('#')) return HEX_COLOR.test(text) ? hexToRgb(text) : null;
  const numbers = normalise(text, format === 'hex' ? 'rgb' : format)
    ?.split(',')
    .map(Number);
  if (!numbers) return null;
  const [a = 0, b = 0, c = 0, k = 0] = numbers;
  if (format === 'hsl') return hslToRgb(a, b, c);
  if (format === 'cmyk') {
    const channel = (part: number) => Math.round(255 * (1 - part / 100) * (1 - k / 100));
    return [channel(a), channel(b), channel(c)];
  }
  return [Math.round(a), Math.round(b), Math.round(c)];
}

/** A colour as `format` stores it; hex in lower case (`#ff5722`). */
export function fromRgb(rgb: Rgb, format: ColorFormat): string {
  const [r, g, b] = rgb;
  if (format === 'rgb') return `${r},${g},${b}`;
  if (format === 'hsl') return rgbToHsl(rgb).join(',');
  if (format === 'cmyk') {
    const k = 1 - Math.max(r, g, b) / 255;
    if (k === 1) return '0,0,0,100';
    const part = (channel: number) => Math.round((100 * (1 - channel / 255 - k)) / (1 - k));
    return `${part(r)},${part(g)},${part(b)},${Math.round(k * 100)}`;
  }
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** The stored value as the browser's picker and CSS take it (`#rrggbb`), else null. */
export function pickerValue(value: unknown, format: ColorFormat = 'hex'): string | null {
  const rgb = toRgb(value, format);
  return rgb ? fromRgb(rgb, 'hex') : null;
}

function hexToRgb(hex: string): Rgb {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const channel = (start: number) => Number.parseInt(full.slice(start, start + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const l = lightness / 100;
  const a = (saturation / 100) * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

function rgbToHsl([r, g, b]: Rgb): [number, number, number] {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return [0, 0, Math.round(l * 100)];
  const s = delta / (1 - Math.abs(2 * l - 1));
  const h =
    max === rr
      ? ((gg - bb) / delta) % 6
      : max === gg
        ? (bb - rr) / delta + 2
        : (rr - gg) / delta + 4;
  return [Math.round((h * 60 + 360) % 360), Math.round(s * 100), Math.round(l * 100)];
}
