import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import type { InputProps } from '../registry.js';
import { formatBytes, parseBytes } from './format-bytes.js';

const bytesOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : null;

/**
 * A size in bytes. With `formatInput` (the default) the box shows and takes sizes as people write
 * them ("1.5 MB", "200 KiB", "2048"), the exact byte count under it; off, a plain number of bytes.
 * Text that is not a size is kept as typed and flagged, never staged.
 */
export function FileSizeInput({ value, options, readonly, onChange, id, invalid }: InputProps) {
  const { t, locale } = useT();
  const formatted = options.formatInput !== false;
  const decimal = options.decimal !== false;
  const bytes = bytesOf(value);
  const show = (size: number | null) =>
    size === null ? '' : formatted ? formatBytes(size, decimal, locale ?? undefined) : String(size);
  const [text, setText] = useState(() => show(bytes));
  const [unreadable, setUnreadable] = useState(false);

  // Follow outside changes (clear, reset, undo) unless the text already means that value.
  const shown = show(bytes);
  useEffect(() => {
    setText((current) =>
      parseBytes(current, decimal) === bytes && current.trim() !== '' ? current : shown,
    );
  }, [bytes, decimal, shown]);

  const problemId = `${id}-size-problem`;
  return (
    <div className="cms-file-size">
      <input
        id={id}
        type={formatted ? 'text' : 'number'}
        inputMode={formatted ? undefined : 'numeric'}
        className="cms-field__control"
        value={text}
        readOnly={readonly}
        min={formatted ? undefined : 0}
        step={formatted ? undefined : 1}
        placeholder={typeof options.placeholder === 'string' ? options.placeholder : undefined}
        aria-invalid={invalid || unreadable || undefined}
        aria-describedby={unreadable ? problemId : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (next.trim() === '') {
            setUnreadable(false);
            return onChange(null);
          }
          const parsed = parseBytes(next, decimal);
          setUnreadable(parsed === null || parsed < 0);
          if (parsed !== null && parsed >= 0) onChange(parsed);
        }}
        onBlur={() => {
          if (!unreadable) setText(show(bytes));
        }}
      />
      {unreadable ? (
        <p id={problemId} className="cms-form-field__problem" role="alert">
          {t('file_interfaces.size_unreadable')}
        </p>
      ) : formatted && bytes !== null ? (
        <p className="cms-field__hint">
          {t('file_interfaces.size_exact', {
            count: bytes,
            bytes: new Intl.NumberFormat(locale ?? undefined).format(bytes),
          })}
        </p>
      ) : null}
    </div>
  );
}
