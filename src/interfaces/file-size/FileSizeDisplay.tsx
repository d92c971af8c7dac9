import { useT } from '../../i18n/use-t.js';
import { displayText } from '../display-text.js';
import type { DisplayProps } from '../registry.js';
import { formatBytes } from './format-bytes.js';

/** Bytes human-readable when `format` is on (the default), else the number as stored. */
export function FileSizeDisplay({ value, options }: DisplayProps) {
  const { locale } = useT();
  const bytes = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  const text =
    options.format !== false && value !== null && value !== '' && Number.isFinite(bytes)
      ? formatBytes(bytes, options.decimal !== false, locale ?? undefined)
      : displayText(value);
  return <span className="cms-display">{text}</span>;
}
