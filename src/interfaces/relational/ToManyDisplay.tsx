import { useStore } from '@nanostores/react';
import { $collections, $relations } from '../../state/schema.js';
import type { DisplayProps } from '../registry.js';
import { rowLabel } from './row-label.js';
import { relatedKeyOf, relatedOf, toManyInfo } from './to-many.js';

/** The related items' labels, comma-separated, as text. */
export function ToManyDisplay({ value, field, options }: DisplayProps) {
  const relations = useStore($relations);
  const collections = useStore($collections);
  const info = toManyInfo(field, relations, collections);
  const rows = Array.isArray(value)
    ? value.filter((row): row is Record<string, unknown> => row !== null && typeof row === 'object')
    : [];
  const labels = info
    ? rows.map((row) => rowLabel(row, relatedOf(row, info), options, relatedKeyOf(row, info)))
    : rows.map((row) => String(row.id ?? ''));
  return <span className="cms-display">{labels.filter(Boolean).join(', ')}</span>;
}
