import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/use-t.js';
import { $collections } from '../../state/schema.js';
import type { DisplayProps } from '../registry.js';
import { collectionDisplayName } from './collection-choices.js';

/** A collection name as its title ("Articles", "Files"); the name itself is the tooltip. */
export function CollectionsDisplay({ value }: DisplayProps) {
  const { locale } = useT();
  const collections = useStore($collections);
  if (typeof value !== 'string' || value === '') return null;
  return (
    <span className="cms-display" title={value}>
      {collectionDisplayName(value, collections, locale)}
    </span>
  );
}
