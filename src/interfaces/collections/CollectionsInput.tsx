import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t.js';
import { isFlagSet } from '../../schema/flags.js';
import { $collections } from '../../state/schema.js';
import { Select } from '../../ui/Select.js';
import type { InputProps } from '../registry.js';
import { collectionChoices, collectionDisplayName } from './collection-choices.js';

/** A Select of the project's collections by title; the stored value is the collection's name. */
export function CollectionsInput({ value, options, readonly, onChange, id, invalid }: InputProps) {
  const { t, locale } = useT();
  const collections = useStore($collections);
  const includeSystem = isFlagSet(options.include_system);
  const choices = useMemo(() => {
    const groups = includeSystem
      ? {
          user: t('activity_interfaces.collection_group_user'),
          system: t('activity_interfaces.collection_group_system'),
        }
      : null;
    return collectionChoices(collections, locale, groups);
  }, [collections, locale, includeSystem, t]);
  const current = typeof value === 'string' ? value : value == null ? '' : String(value);
  const placeholder =
    typeof options.placeholder === 'string' && options.placeholder !== ''
      ? options.placeholder
      : t('activity_interfaces.collection_placeholder');
  // A stored name the schema no longer has (a dropped collection) still shows, and stays chosen.
  const missing =
    current !== '' && !choices.some((choice) => choice.value === current)
      ? [
          {
            value: current,
            label: t('activity_interfaces.collection_unknown', {
              name: collectionDisplayName(current, collections, locale),
            }),
          },
        ]
      : [];
  return (
    <Select
      id={id}
      value={current}
      disabled={readonly}
      invalid={invalid}
      placeholder={placeholder}
      searchLabel={t('activity_interfaces.collection_search')}
      options={[{ value: '', label: placeholder }, ...missing, ...choices]}
      onChange={(next) => onChange(next === '' ? null : next)}
    />
  );
}
