import { useStore } from '@nanostores/react';
import { type ReactNode, useState } from 'react';
import type { Item } from '../../api/items.js';
import { useT } from '../../i18n/use-t.js';
import { mayAtAll, useGrants } from '../../permissions/index.js';
import { $collections, $relations } from '../../state/schema.js';
import { Icon } from '../../ui/Icon.js';
import { SEARCHABLE_FROM, Select } from '../../ui/Select.js';
import { SortableList } from '../../ui/SortableList.js';
import { registerStyles } from '../../ui/styles.js';
import { moveRow, sortedRows, stampOrder } from '../files/sorted-rows.js';
import type { InputProps } from '../registry.js';
import { CreateRelatedDialog } from './CreateRelatedDialog.js';
import { rowLabel } from './row-label.js';
import css from './to-many.css';
import { DELETE_MARK, relatedKeyOf, relatedOf, type ToManyInfo, toManyInfo } from './to-many.js';
import { useRelatedPicker } from './use-related-picker.js';

registerStyles(css);

type Row = Record<string, unknown>;

/**
 * One-to-many and many-to-many: the related items as a list with a remove button each, an "add"
 * picker of the related collection's items (searching the server) and "Create new", a form for a
 * new related item. The staged value is the list of rows; the item screen turns it into the
 * changes to send (relational/to-many.ts). Options (v8): `allow_select` and `allow_create` offer
 * the picker and the form; `sort_field` orders the rows by dragging, each move writing the rows'
 * places into that field; `delete_mode` says what removing does to a saved related item:
 * `relation` unlinks it (its key back is cleared), `item` deletes it.
 */
export function ToManyInput({ value, field, options, readonly, onChange, id }: InputProps) {
  const { t } = useT();
  const relations = useStore($relations);
  const collections = useStore($collections);
  const grants = useGrants();
  const [creating, setCreating] = useState(false);
  const info = toManyInfo(field, relations, collections);
  const all = Array.isArray(value)
    ? value.filter((row): row is Row => row !== null && typeof row === 'object')
    : [];

  if (!info) return <p className="cms-form-field__problem">{t('interfaces.m2o_no_relation')}</p>;

  const sortField =
    typeof options.sort_field === 'string' && options.sort_field !== '' ? options.sort_field : null;
  // Rows marked for deletion stay in the value (the save deletes them) but leave the list.
  const marked = all.filter((row) => row[DELETE_MARK] === true);
  const rows = sortedRows(
    all.filter((row) => row[DELETE_MARK] !== true),
    sortField,
  );
  const deletesItems = info.kind === 'o2m' && options.delete_mode === 'item';
  const maySelect = options.allow_select !== false;
  const mayCreate =
    options.allow_create !== false && mayAtAll(grants, info.relatedCollection, 'create');

  const stage = (next: Row[]) =>
    onChange([...(sortField ? stampOrder(next, sortField) : next), ...marked]);
  const remove = (row: Row) => {
    const rest = rows.filter((one) => one !== row);
    // A related item not saved yet has nothing to delete: it just goes.
    if (deletesItems && row[info.rowsKey] != null) {
      onChange([...rest, ...marked, { ...row, [DELETE_MARK]: true }]);
    } else stage(rest);
  };
  const rowOf = (item: Row): Row =>
    info.kind === 'o2m' ? item : { [info.junctionField ?? '']: item };
  const labelOf = (row: Row) =>
    rowLabel(row, relatedOf(row, info), options, relatedKeyOf(row, info)) ||
    t('interface_options.to_many_new');
  const keyOf = (row: Row, index: number) => {
    const key = relatedKeyOf(row, info);
    return key == null ? `new:${index}` : `key:${String(key)}`;
  };
  const present = new Set(all.map((row) => String(relatedKeyOf(row, info))));

  const rowContent = (row: Row, grip: ReactNode = null) => {
    const label = labelOf(row);
    return (
      <>
        {grip}
        <span className="cms-to-many__label">{label}</span>
        {readonly ? null : (
          <button
            type="button"
            className="cms-to-many__remove"
            aria-label={t(
              deletesItems ? 'interface_options.to_many_delete' : 'interfaces.to_many_remove',
              { item: label },
            )}
            onClick={() => remove(row)}
          >
            <Icon name={deletesItems ? 'delete' : 'close'} size={18} />
          </button>
        )}
      </>
    );
  };

  return (
    <div className="cms-to-many">
      {rows.length === 0 ? (
        <p className="cms-field__hint">{t('interfaces.to_many_empty')}</p>
      ) : sortField && !readonly && rows.length > 1 ? (
        <SortableList
          className="cms-to-many__list cms-to-many__list--sortable"
          items={rows}
          keyOf={(row) => keyOf(row, rows.indexOf(row))}
          labelOf={labelOf}
          renderItem={(row, grip) => (
            <div className="cms-to-many__row">{rowContent(row, grip)}</div>
          )}
          onMove={(from, to) => onChange([...moveRow(rows, from, to, sortField), ...marked])}
          gripLabel={(label) => t('interface_options.to_many_move', { label })}
          movedMessage={(label, position, count) =>
            t('interface_options.to_many_moved', { label, position, count })
          }
          label={t('interface_options.to_many_order')}
        />
      ) : (
        <ul className="cms-to-many__list" aria-labelledby={`${id}-label`}>
          {rows.map((row, index) => (
            <li key={keyOf(row, index)} className="cms-to-many__row">
              {rowContent(row)}
            </li>
          ))}
        </ul>
      )}
      {!readonly && info.kind === 'o2m' && rows.length + marked.length > 0 ? (
        <p className="cms-field__hint">
          {t(
            deletesItems
              ? 'interface_options.to_many_deletes'
              : 'interface_options.to_many_unlinks',
          )}
        </p>
      ) : null}
      {readonly || (!maySelect && !mayCreate) ? null : (
        <div className="cms-to-many__actions">
          {maySelect ? (
            <AddPicker
              id={id}
              info={info}
              present={present}
              labelOf={(item) => labelOf(rowOf(item))}
              onAdd={(item) => stage([...rows, rowOf(item)])}
            />
          ) : null}
          {mayCreate ? (
            <>
              <button
                id={maySelect ? undefined : id}
                type="button"
                className="cms-button cms-button--secondary cms-to-many__create"
                aria-haspopup="dialog"
                onClick={() => setCreating(true)}
              >
                <Icon name="add" size={18} />
                {t('interface_options.to_many_create')}
              </button>
              <CreateRelatedDialog
                open={creating}
                collection={info.relatedCollection}
                pointingBack={info.kind === 'o2m' ? info.foreignKey : null}
                onCancel={() => setCreating(false)}
                onCreate={(values) => {
                  setCreating(false);
                  stage([...rows, rowOf(values)]);
                }}
              />
            </>
          ) : null}
        </div>
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
