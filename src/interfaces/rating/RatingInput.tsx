import { type KeyboardEvent, useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import { Icon } from '../../ui/Icon.js';
import { choiceKeyTarget } from '../button-group/choice-keys.js';
import type { InputProps } from '../registry.js';
import { statusColor } from '../status/status-color.js';
import { ratingOf, starCount } from './rating-scale.js';

/**
 * A rating of 1 to `max_stars` as a radio group of stars (each a native radio under its star, so
 * it reads out as "3 of 5 stars"). The arrow keys move the rating one star (stopping at the ends),
 * Home and End to the first and last; Delete or Backspace clears it. Stars up to the rating, or to
 * the star under the pointer, are filled in `active_color`; `display: number` adds the figure.
 */
export function RatingInput({ value, options, readonly, onChange, id }: InputProps) {
  const { t, dir } = useT();
  const [hover, setHover] = useState<number | null>(null);
  const max = starCount(options.max_stars);
  const rating = ratingOf(value);
  const checked = rating === null ? 0 : Math.round(rating);
  const filledTo = hover ?? rating ?? 0;
  const color = statusColor(
    typeof options.active_color === 'string' ? options.active_color : 'amber',
  );
  const stars = Array.from({ length: max }, (_, index) => index + 1);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (readonly) return;
    if ((event.key === 'Delete' || event.key === 'Backspace') && rating !== null) {
      event.preventDefault();
      onChange(null);
      return;
    }
    const target = choiceKeyTarget(event.key, {
      current: checked - 1,
      count: max,
      rtl: dir === 'rtl',
      wrap: false,
    });
    if (target === null) return;
    event.preventDefault();
    if (target + 1 !== rating) onChange(target + 1);
    event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="radio"]')[target]?.focus();
  };

  return (
    <div
      className="cms-rating"
      role="radiogroup"
      id={id}
      aria-labelledby={`${id}-label`}
      aria-readonly={readonly || undefined}
      data-readonly={readonly || undefined}
      style={{ ['--cms-rating-color' as string]: color }}
      onKeyDown={onKeyDown}
      onMouseLeave={() => setHover(null)}
    >
      {stars.map((star) => (
        <label
          key={star}
          className="cms-rating__star"
          data-filled={star <= filledTo || undefined}
          onMouseEnter={() => (readonly ? undefined : setHover(star))}
        >
          <input
            className="cms-rating__radio"
            type="radio"
            name={id}
            value={star}
            checked={star === checked}
            aria-label={t('catalogue_interfaces.rating_stars', { count: star, max })}
            // One stop in the tab order: the chosen star, else the first.
            tabIndex={star === Math.max(1, checked) ? 0 : -1}
            disabled={readonly}
            onChange={() => onChange(star)}
          />
          <Icon name="star" size={26} />
        </label>
      ))}
      {options.display === 'number' ? (
        <span className="cms-rating__number">
          {t('catalogue_interfaces.rating_number', { value: rating ?? '–', max })}
        </span>
      ) : null}
    </div>
  );
}
