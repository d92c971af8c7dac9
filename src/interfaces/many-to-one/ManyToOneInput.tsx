import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Item } from '../../api/items.js';
import { useT } from '../../i18n/use-t.js';
import { primaryKeyField } from '../../schema/collection-meta.js';
import { $collections, $relations } from '../../state/schema.js';
import { Icon, iconFor } from '../../ui/Icon.js';
import { SEARCHABLE_FROM, Select, type SelectOption } from '../../ui/Select.js';
import type { InputProps } from '../registry.js';
import { manyToOneTarget, relatedKey } from '../relation-of.js';
import { useRelatedPicker } from '../relational/use-related-picker.js';
import { renderTemplate } from '../render-template.js';
import { ModalPicker } from './ModalPicker.js';
import { visibleFieldsOf, visibleValues } from './visible-fields.js';

/** Spec 2 §9: above this many related items a dialog replaces the dropdown (option `threshold`). */
const MODAL_ABOVE = 20;

/**
 * A select of the related collection's items (`GET items/{related}?fields=*&limit=200`) whose
 * search box asks the server (`q`) and which loads the next 200 (`offset`) on request; above 20
 * items a dialog instead. The staged value is the chosen item's key. `visible_fields` lists
 * those fields' values with each item (a second line in the dropdown, columns in the dialog);
 * `icon` shows a Material icon in the control.
 */
export function ManyToOneInput({
  value,
  field,
  options,
  readonly,
  onChange,
  id,
  invalid,
}: InputProps) {
  const { t } = useT();
  const relations = useStore($relations);
  const collections = useStore($collections);
  const related = manyToOneTarget(field, relations);
  const keyField =
    related && collections[related] ? primaryKeyField(collections[related].fields) : 'id';
  const template =
    typeof options.template === 'string' && options.template ? options.template : `{{${keyField}}}`;
  const threshold =
    typeof options.threshold === 'number' && options.threshold >= 0
      ? options.threshold
      : MODAL_ABOVE;
  const placeholder =
    typeof options.placeholder === 'string' && options.placeholder ? options.placeholder : '';
  const picker = useRelatedPicker(related ?? null);
  // The row last chosen: its text, once a search that listed it is gone.
  const [chosen, setChosen] = useState<Item | null>(null);

  const rows = picker.rows ?? [];
  const visible = visibleFieldsOf(options, template);
  const detailsOf = (row: Item) => visibleValues(row, visible);
  const icon =
    typeof options.icon === 'string' && options.icon !== '' ? (
      <Icon name={iconFor(options.icon, 'extension')} size={18} className="cms-m2o__icon" />
    ) : undefined;
  const labelOf = (row: Item) => renderTemplate(template, row) || String(row[keyField]);
  const current = relatedKey(value, keyField);
  const currentText = current == null ? '' : String(current);
  const sameKey = (row: Item) => String(row[keyField]) === currentText;
  const listed = rows.some(sameKey);
  const currentRow =
    value !== null && typeof value === 'object'
      ? (value as Item)
      : (rows.find(sameKey) ?? (chosen && sameKey(chosen) ? chosen : null));
  const currentLabel = currentRow ? labelOf(currentRow) : currentText;
  const choose = (row: Item | null) => {
    setChosen(row);
    onChange(row ? row[keyField] : null);
  };
  const problems = (
    <>
      {picker.failed ? (
        <p className="cms-form-field__problem">{t('interfaces.m2o_failed')}</p>
      ) : null}
      {!related ? (
        <p className="cms-form-field__problem">{t('interfaces.m2o_no_relation')}</p>
      ) : null}
    </>
  );

  if (picker.unfilteredCount !== null && picker.unfilteredCount > threshold) {
    return (
      <div className="cms-m2o">
        <ModalPicker
          id={id}
          currentLabel={currentLabel || placeholder}
          currentKey={currentText}
          rows={rows}
          keyField={keyField}
          labelOf={labelOf}
          fields={visible}
          detailsOf={detailsOf}
          icon={icon}
          search={picker.search}
          onSearch={picker.setSearch}
          readonly={readonly}
          invalid={invalid}
          onChoose={choose}
          loading={picker.loading}
          hasMore={picker.hasMore}
          onLoadMore={picker.loadMore}
        />
        {problems}
      </div>
    );
  }

  const currentOption: SelectOption | undefined =
    currentText === '' ? undefined : { value: currentText, label: currentLabel };
  return (
    <div className="cms-m2o">
      <Select
        id={id}
        value={currentText}
        disabled={readonly}
        invalid={invalid}
        placeholder={placeholder || undefined}
        prefix={icon}
        loading={picker.loading}
        searchable={picker.searching || (picker.unfilteredCount ?? 0) > SEARCHABLE_FROM}
        searchLabel={t('interfaces.m2o_search')}
        search={picker.search}
        onSearch={picker.setSearch}
        onLoadMore={picker.hasMore ? picker.loadMore : undefined}
        // The current value shows even when the loaded page (or the search) does not list it.
        valueOption={currentOption}
        options={[
          // Search results list only matches; without a search, "none" and the current value lead.
          ...(picker.searching ? [] : [{ value: '', label: t('interfaces.choose_one') }]),
          ...(!picker.searching && currentOption && !listed ? [currentOption] : []),
          ...rows.map((row) => ({
            value: String(row[keyField]),
            label: labelOf(row),
            hint: visible.length > 0 ? detailsOf(row).filter(Boolean).join(' · ') : undefined,
          })),
        ]}
        onChange={(next) => {
          if (next === '') return choose(null);
          const row = rows.find((one) => String(one[keyField]) === next);
          if (row) choose(row);
          else onChange(next);
        }}
      />
      {problems}
    </div>
  );
}
