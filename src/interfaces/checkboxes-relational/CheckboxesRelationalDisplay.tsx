import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/use-t.js';
import { $collections, $relations } from '../../state/schema.js';
import type { DisplayProps } from '../registry.js';
import { relatedKeyOf, relatedOf, toManyInfo } from '../relational/to-many.js';
import { relatedLabel } from './related-label.js';

type Row = Record<string, unknown>;

/** The linked items named by `listing_template`, comma-separated; without one, how many. */
export function CheckboxesRelationalDisplay({ value, field, options }: DisplayProps) {
  const { t } = useT();
  const relations = useStore($relations);
  const collections = useStore($collections);
  const info = toManyInfo(field, relations, collections);
  const rows = Array.isArray(value)
    ? value.filter((row): row is Row => row !== null && typeof row === 'object')
    : [];
  if (rows.length === 0) return <span className="cms-display" />;
  const template = options.listing_template;
  if (!info || typeof template !== 'string' || template.trim() === '') {
    return (
      <span className="cms-display">
        {t('relational_interfaces.checkboxes_count', { count: rows.length })}
      </span>
    );
  }
  const labels = rows.map((row) =>
    relatedLabel(template, relatedOf(row, info), row, relatedKeyOf(row, info)),
  );
  return <span className="cms-display">{labels.filter(Boolean).join(', ')}</span>;
}
