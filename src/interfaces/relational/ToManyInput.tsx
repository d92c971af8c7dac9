import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Item } from '../../api/items.js';
import { useRelatedItems } from '../../data/related-items.js';
import { useT } from '../../i18n/use-t.js';
import { $currentProjectKey } from '../../state/current-project.js';
import { $collections, $relations } from '../../state/schema.js';
import { Icon } from '../../ui/Icon.js';
import { Select } from '../../ui/Select.js';
import type { InputProps } from '../registry.js';
import { RelatedSearch } from './RelatedSearch.js';
import { rowLabel } from './row-label.js';
import { relatedKeyOf, relatedOf, type ToManyInfo, toManyInfo } from './to-many.js';

/** Spec 2 §9: the item picker's search waits this long after typing stops. */
const SEARCH_DEBOUNCE_MS = 550;

type Row = Record<string, unknown>;

/**
 * One-to-many and many-to-many: the related items as a list with a remove button each, and an
 * "add" picker of the related collection's items (with a search box). The staged value is the
 * list of rows; the item screen turns it into the changes to send (relational/to-many.ts).
 */
export function ToManyInput({ value, field, options, readonly, onChange, id }: InputProps) {
  const { t } = useT();
  const relations = useStore($relations);
  const collections = useStore($collections);
  const info = toManyInfo(field, relations, collections);
  const rows = Array.isArray(value)
    ? value.filter((row): row is Row => row !== null && typeof row === 'object')
    : [];

  if (!info) return <p className="cms-form-field__problem">{t('interfaces.m2o_no_relation')}</p>;

  const labelOf = (row: Row) =>
    rowLabel(row, relatedOf(row, info), options, relatedKeyOf(row, info));
  const present = new Set(rows.map((row) => String(relatedKeyOf(row, info))));

  return (
    <div className="cms-to-many">
      {rows.length === 0 ? (
        <p className="cms-field__hint">{t('interfaces.to_many_empty')}</p>
      ) : (
        <ul className="cms-to-many__list" aria-labelledby={`${id}-label`}>
          {rows.map((row) => {
            const key = String(relatedKeyOf(row, info));
            const label = labelOf(row);
            return (
              <li key={key} className="cms-to-many__row">
                <span>{label}</span>
                {readonly ? null : (
                  <button
                    type="button"
                    className="cms-to-many__remove"
                    aria-label={t('interfaces.to_many_remove', { item: label })}
                    onClick={() =>
                      onChange(rows.filter((one) => String(relatedKeyOf(one, info)) !== key))
                    }
                  >
                    <Icon name="close" size={18} />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {readonly ? null : (
        <AddPicker
          id={id}
          info={info}
          present={present}
          labelOf={(item) =>
            labelOf(info.kind === 'o2m' ? item : { [info.junctionField ?? '']: item })
          }
          onAdd={(item) =>
            onChange([...rows, info.kind === 'o2m' ? item : { [info.junctionField ?? '']: item }])
          }
        />
      )}
    </div>
  );
}

interface AddPickerProps {
  id: string;
  info: ToManyInfo;
  present: ReadonlySet<string>;
  labelOf(item: Item): string;
  onAdd(item: Item): void;
}

/** The add list holds this many related items; the search box reaches the others. */
const PICKER_LIMIT = 200;
const NO_ITEMS: Item[] = [];

/** `GET items/{related}?fields=*&limit=200` (with `q` from the search box), minus those listed. */
function AddPicker({ id, info, present, labelOf, onAdd }: AddPickerProps) {
  const { t } = useT();
  const project = useStore($currentProjectKey);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState('');

  useEffect(() => {
    if (search.trim() === query) return undefined;
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, query]);

  const list = useRelatedItems(project, info.relatedCollection, query, PICKER_LIMIT);
  const items = list.data?.rows ?? NO_ITEMS;
  const failed = list.status === 'error';
  useEffect(() => {
    if (list.status === 'error') console.error('Could not load the related items.', list.error);
  }, [list.status, list.error]);

  const choices = items.filter((item) => !present.has(String(item[info.relatedKey])));
  const add = () => {
    const item = choices.find((one) => String(one[info.relatedKey]) === chosen);
    if (!item) return;
    onAdd(item);
    setChosen('');
  };

  return (
    <div className="cms-to-many__add">
      <Select
        id={id}
        value={chosen}
        aria-label={t('interfaces.to_many_add_label')}
        placeholder={t('interfaces.to_many_choose')}
        options={choices.map((item) => ({
          value: String(item[info.relatedKey]),
          label: labelOf(item) || String(item[info.relatedKey]),
        }))}
        onChange={setChosen}
      />
      <button
        type="button"
        className="cms-button cms-button--secondary"
        disabled={chosen === ''}
        onClick={add}
      >
        {t('interfaces.to_many_add')}
      </button>
      <RelatedSearch value={search} onChange={setSearch} />
      {items.length >= PICKER_LIMIT ? (
        <p className="cms-field__hint">{t('interfaces.to_many_first', { count: PICKER_LIMIT })}</p>
      ) : null}
      {failed ? <p className="cms-form-field__problem">{t('interfaces.m2o_failed')}</p> : null}
    </div>
  );
}
