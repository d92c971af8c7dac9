// Bytes as people read them, and back. `decimal` (the v8 file-size option, default on) counts in
// thousands with kB/MB/GB; off, in 1024s with KiB/MiB/GiB.
import { numberFormat } from '../../i18n/intl-formats.js';

const DECIMAL_UNITS = ['B', 'kB', 'MB', 'GB', 'TB', 'PB'] as const;
const BINARY_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB'] as const;

/** `1536000` → "1.5 MB" (decimal) or "1.46 MiB" (binary); at most two decimals, none for bytes. */
export function formatBytes(bytes: number, decimal = true, locale?: string): string {
  const base = decimal ? 1000 : 1024;
  const units = decimal ? DECIMAL_UNITS : BINARY_UNITS;
  const sign = bytes < 0 ? -1 : 1;
  let size = Math.abs(bytes);
  let unit = 0;
  while (size >= base && unit < units.length - 1) {
    size /= base;
    unit += 1;
  }
  const number = numberFormat(locale, {
    maximumFractionDigits: unit === 0 ? 0 : size < 10 ? 2 : 1,
  }).format(sign * size);
  return `${number} ${units[unit]}`;
}

const UNIT_FACTORS: Record<string, number> = {
  b: 1,
  byte: 1,
  bytes: 1,
  k: 1000,
  kb: 1000,
  m: 1000 ** 2,
  mb: 1000 ** 2,
  g: 1000 ** 3,
  gb: 1000 ** 3,
  t: 1000 ** 4,
  tb: 1000 ** 4,
  p: 1000 ** 5,
  pb: 1000 ** 5,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
  tib: 1024 ** 4,
  pib: 1024 ** 5,
};

/**
 * A typed size in whole bytes: "2048", "1.5 MB", "3 GiB", "10k". With `decimal` off the plain
 * kB/MB units count in 1024s, as the display shows them. Null when the text is not a size.
 */
export function parseBytes(text: string, decimal = true): number | null {
  const match = /^\s*(-?\d+(?:[.,]\d+)?)\s*([a-z]*)\s*$/i.exec(text);
  if (!match) return null;
  const amount = Number(match[1].replace(',', '.'));
  const unit = match[2].toLowerCase();
  let factor = unit === '' ? 1 : UNIT_FACTORS[unit];
  if (factor === undefined) return null;
  if (!decimal && !unit.includes('i') && factor > 1) {
    factor = 1024 ** Math.round(Math.log(factor) / Math.log(1000));
  }
  const bytes = Math.round(amount * factor);
  return Number.isFinite(bytes) ? bytes : null;
}
