import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { apiUrl } from '../../api/request.js';
import { useT } from '../../i18n/use-t.js';
import { Link } from '../../router/Link.js';
import { primaryKeyField, statusField } from '../../schema/collection-meta.js';
import { $currentProjectKey } from '../../state/current-project.js';
import { Icon, type IconName, iconFor } from '../../ui/Icon.js';
import { DisplayValue } from '../DisplayValue.js';
import type { LayoutProps } from '../registry.js';
import { useLoadMore } from '../use-load-more.js';
import { useReadableFields } from '../use-readable-fields.js';
import { type CardLine, cardFields, imageUrl, templateLine } from './card-fields.js';
import './register-cards-styles.js';

// The cards layout: one card per item with its image (loaded lazily, cropped or contained), a
// title and a subtitle; a checkbox selects it. The next page loads within 500 px of the end.

export function CardsLayout(props: LayoutProps) {
  const { collection, items, viewOptions, selection } = props;
  const { t } = useT();
  const project = useStore($currentProjectKey);
  const assetUrl = (hash: string) =>
    apiUrl(`${encodeURIComponent(project ?? '')}/assets/${encodeURIComponent(hash)}`);
  const visible = useReadableFields(collection);
  const fields = cardFields(visible, viewOptions);
  // The preset's `icon` stands in for a missing image (the users directory shows a person).
  const fallbackIcon =
    typeof viewOptions.icon === 'string' ? iconFor(viewOptions.icon, 'photo') : null;
  const primaryKey = primaryKeyField(collection.fields);
  // The item's status as a badge on its card (Active, Invited, Draft).
  const status = statusField(collection);
  const selected = new Set(selection.map(String));
  const scroller = useRef<HTMLDivElement>(null);
  const checkMore = useLoadMore(scroller, props);

  return (
    <div
      ref={scroller}
      className="cms-cards"
      style={{ overflow: 'auto', height: '100%' }}
      onScroll={checkMore}
    >
      <ul className="cms-cards__list" aria-label={t('layouts.table_label')}>
        {items.map((item) => {
          const key = item[primaryKey] as string | number;
          const isSelected = selected.has(String(key));
          const src = fields.image
            ? imageUrl(item[fields.image.field], project ? assetUrl : undefined, fields.fit)
            : null;
          return (
            <li
              key={String(key)}
              className={isSelected ? 'cms-card cms-card--selected' : 'cms-card'}
            >
              <div className={`cms-card__image cms-card__image--${fields.fit}`}>
                <CardImage src={src} fallback={t('layouts.no_image')} icon={fallbackIcon} />
              </div>
              <input
                type="checkbox"
                className="cms-card__select"
                checked={isSelected}
                aria-label={t('layouts.select_row', { key: String(key) })}
                onChange={() =>
                  props.onSelectionChange(
                    isSelected
                      ? selection.filter((entry) => String(entry) !== String(key))
                      : [...selection, key],
                  )
                }
              />
              <Link to={props.linkTo(item)} className="cms-card__title">
                {fields.title && !lineIsBlank(fields.title, item) ? (
                  <CardText line={fields.title} item={item} />
                ) : (
                  // A blank title (an invited user has no name yet) still names the card.
                  t('item.item_label', { key: String(key) })
                )}
              </Link>
              {status && !isBlank(item[status.field]) ? (
                <span className="cms-card__status">
                  <DisplayValue field={status} value={item[status.field]} />
                </span>
              ) : null}
              {fields.subtitle && !lineIsBlank(fields.subtitle, item) ? (
                <span className="cms-card__subtitle">
                  <CardText line={fields.subtitle} item={item} />
                </span>
              ) : null}
              {fields.content && !lineIsBlank(fields.content, item) ? (
                <span className="cms-card__content">
                  <CardText line={fields.content} item={item} />
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

function lineIsBlank(line: CardLine, item: Record<string, unknown>): boolean {
  return line.field ? isBlank(item[line.field.field]) : templateLine(line.template, item) === '';
}

/** A card's text line: a field by its display, or a template as plain (escaped) text. */
function CardText({ line, item }: { line: CardLine; item: Record<string, unknown> }) {
  if (line.field) return <DisplayValue field={line.field} value={item[line.field.field]} />;
  return templateLine(line.template, item);
}

/**
 * A lazily loaded, decorative image; a missing one or one that fails to load shows the layout's
 * icon, or the "no image" text when there is none.
 */
function CardImage({
  src,
  fallback,
  icon,
}: {
  src: string | null;
  fallback: string;
  icon: IconName | null;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return icon ? (
      <Icon name={icon} size={48} className="cms-card__icon" label={fallback} />
    ) : (
      <span className="cms-card__no-image">{fallback}</span>
    );
  }
  return <img src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(src)} />;
}
