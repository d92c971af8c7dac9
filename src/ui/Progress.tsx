import css from './progress.css';
import { registerBaseStyles } from './styles.js';
import './register.js';

registerBaseStyles(css);

interface ProgressProps {
  /** 0 to 100; null or undefined while the amount is unknown (indeterminate). */
  value?: number | null;
  /** Names the bar ("Uploading photo.jpg"). */
  label: string;
  className?: string;
}

/** A progress bar (role=progressbar): determinate with aria-valuenow, or indeterminate without. */
export function Progress({ value, label, className }: ProgressProps) {
  const known = typeof value === 'number' && Number.isFinite(value);
  const percent = known ? Math.max(0, Math.min(100, Math.round(value))) : null;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      className={['cms-progress', percent === null ? 'cms-progress--indeterminate' : '', className]
        .filter(Boolean)
        .join(' ')}
    >
      <div
        className="cms-progress__bar"
        style={percent === null ? undefined : { inlineSize: `${percent}%` }}
      />
    </div>
  );
}
