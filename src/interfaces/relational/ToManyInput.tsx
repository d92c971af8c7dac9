import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Item } from '../../api/items.js';
import { useT } from '../../i18n/use-t.js';
import { $collections, $relations } from '../../state/schema.js';
import { Icon } from '../../ui/Icon.js';
import { SEARCHABLE_FROM, Select } from '../../ui/Select.js';
import type { InputProps } from '../registry.js';
import { rowLabel } from './row-label.js';
import { relatedKeyOf, relatedOf, type ToManyInfo, toManyInfo } from './to-many.js';
import { useRelatedPicker } from './use-related-picker.js';

type Row = Record<string, unknown>;

/**
 * One-to-many and many-to-many: the related items as a list with a remove button each, and an
 * "add" picker of the related collection's items (searching the server). The staged value is the
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

/**
 * `GET items/{related}?fields=*&limit=200`, minus the items listed: one select whose own search box
 * asks the server (`q`, after 550 ms) and which loads the next 200 on request, as many-to-one does.
 */
function AddPicker({ id, info, present, labelOf, onAdd }: AddPickerProps) {
  const { t } = useT();
  const picker = useRelatedPicker(info.relatedCollection);
  // The item chosen, kept whole: it stays named once a later search no longer lists it.
  const [chosen, setChosen] = useState<Item | null>(null);

  const keyOf = (item: Item) => String(item[info.relatedKey]);
  const optionOf = (item: Item) => ({ value: keyOf(item), label: labelOf(item) || keyOf(item) });
  const choices = (picker.rows ?? []).filter((item) => !present.has(keyOf(item)));
  const add = () => {
    if (!chosen) return;
    onAdd(chosen);
    setChosen(null);
  };

  return (
    <div className="cms-to-many__add">
      <Select
        id={id}
        value={chosen ? keyOf(chosen) : ''}
        aria-label={t('interfaces.to_many_add_label')}
        placeholder={t('interfaces.to_many_choose')}
        loading={picker.loading}
        searchable={picker.searching || (picker.unfilteredCount ?? 0) > SEARCHABLE_FROM}
        searchLabel={t('interfaces.m2o_search')}
        search={picker.search}
        onSearch={picker.setSearch}
        onLoadMore={picker.hasMore ? picker.loadMore : undefined}
        valueOption={chosen ? optionOf(chosen) : undefined}
        options={choices.map(optionOf)}
        onChange={(next) => setChosen(choices.find((item) => keyOf(item) === next) ?? null)}
      />
      <button
        type="button"
        className="cms-button cms-button--secondary"
        disabled={!chosen}
        onClick={add}
      >
        {t('interfaces.to_many_add')}
      </button>
      {picker.failed ? (
        <p className="cms-form-field__problem">{t('interfaces.m2o_failed')}</p>
      ) : null}
    </div>
  );
}
