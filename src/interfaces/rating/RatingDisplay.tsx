import { useT } from '../../i18n/use-t.js';
import { Icon } from '../../ui/Icon.js';
import type { DisplayProps } from '../registry.js';
import { statusColor } from '../status/status-color.js';
import { ratingOf, starCount } from './rating-scale.js';

/** `display: star` (the default): the stars, filled up to the rating; `number`: the figure. */
export function RatingDisplay({ value, options }: DisplayProps) {
  const { t } = useT();
  const rating = ratingOf(value);
  if (rating === null) return <span className="cms-display" />;
  const max = starCount(options.max_stars);
  if (options.display === 'number') {
    return <span className="cms-display">{String(rating)}</span>;
  }
  const color = statusColor(
    typeof options.active_color === 'string' ? options.active_color : 'amber',
  );
  return (
    <span
      className="cms-display cms-rating-display"
      role="img"
      aria-label={t('catalogue_interfaces.rating_number', { value: rating, max })}
      title={t('catalogue_interfaces.rating_number', { value: rating, max })}
      style={{ ['--cms-rating-color' as string]: color }}
    >
      {Array.from({ length: max }, (_, index) => index + 1).map((star) => (
        <span key={star} className="cms-rating__star" data-filled={star <= rating || undefined}>
          <Icon name="star" size={16} />
        </span>
      ))}
    </span>
  );
}
