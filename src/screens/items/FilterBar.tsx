import { useEffect, useRef, useState } from 'react';
import {
  defaultOperatorFor,
  type ItemFilter,
  isFilterable,
  LIST_OPERATORS,
  operatorsFor,
  takesValue,
} from '../../api/filter-operators.js';
import type { FieldInfo } from '../../api/types.js';
import { useT } from '../../i18n/use-t.js';
import { getInterface, optionsWithDefaults } from '../../interfaces/registry.js';
import { columnLabel } from '../../layouts/tabular/column-label.js';
import { statusesOfOptions } from '../../schema/status-mapping.js';
import { titleCase } from '../../shell/collection-title.js';
import { Button } from '../../ui/Button.js';
import { Icon } from '../../ui/Icon.js';
import { SelectField, type SelectOption } from '../../ui/SelectField.js';
import { TextField } from '../../ui/TextField.js';

// The search and filter box of the listing header (spec 2 §2, §5). Typing is shown at once and
// committed 300 ms after the last keystroke (spec 2 §9); clearing clears the filters and the
// search together, at once (spec 2 §4). Each field offers the operators its type takes
// (api/filter-operators.ts); relational fields get has / has no related entries, without a value.

export const FILTER_DEBOUNCE_MS = 300;

export interface SearchAndFilters {
  search: string;
  filters: ItemFilter[];
}

interface FilterBarProps {
  fields: readonly FieldInfo[];
  value: SearchAndFilters;
  onCommit(next: SearchAndFilters): void;
}

export function FilterBar({ fields, value, onCommit }: FilterBarProps) {
  const { t, locale } = useT();
  const [draft, setDraft] = useState<SearchAndFilters>(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const commit = useRef(onCommit);
  commit.current = onCommit;

  useEffect(() => () => clearTimeout(timer.current), []);

  const update = (next: SearchAndFilters) => {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit.current(next), FILTER_DEBOUNCE_MS);
  };

  const clear = () => {
    clearTimeout(timer.current);
    const empty = { search: '', filters: [] };
    setDraft(empty);
    commit.current(empty);
  };

  const setFilter = (index: number, change: Partial<ItemFilter>) =>
    update({
      ...draft,
      filters: draft.filters.map((filter, at) =>
        at === index ? { ...filter, ...change } : filter,
      ),
    });

  const operatorLabel = (operator: string) =>
    t(`filters.operators.${operator}` as 'filters.operators.eq', { defaultValue: operator });
  const fieldOf = (name: string) => fields.find((entry) => entry.field === name);
  const fieldLabel = (name: string) => {
    const field = fieldOf(name);
    return field ? columnLabel(field) : titleCase(name);
  };
  const filterable = fields.filter((field) => isFilterable(field.type));

  /** A value picked from a short list: true/false, or the field's statuses; else typed. */
  const valueChoices = (field: FieldInfo | undefined): SelectOption[] | null => {
    if (field?.type === 'boolean') {
      return [
        { value: '1', label: t('filters.true') },
        { value: '0', label: t('filters.false') },
      ];
    }
    if (field?.type === 'status') {
      const statuses = statusesOfOptions(field.options);
      if (statuses.length > 0) return statuses.map(({ value, name }) => ({ value, label: name }));
    }
    // The field's interface may know the values (a dropdown's choices, the logged actions …).
    const definition = field ? getInterface(field.interface) : null;
    const listed =
      field && definition?.filterChoices
        ? definition.filterChoices({
            field,
            options: optionsWithDefaults(definition, field),
            t,
            locale,
          })
        : null;
    return listed && listed.length > 0
      ? listed.map(({ value, label }) => ({ value, label }))
      : null;
  };

  const addFilter = (name: string) => {
    const operator = defaultOperatorFor(fieldOf(name)?.type ?? 'string');
    if (!operator) return;
    update({ ...draft, filters: [...draft.filters, { field: name, operator, value: '' }] });
  };

  return (
    <search className="cms-filter-bar">
      <div className="cms-filter-bar__row">
        <TextField
          type="search"
          className="cms-field__control cms-filter-bar__search"
          label={t('listing.search')}
          placeholder={t('listing.search_placeholder')}
          value={draft.search}
          onChange={(event) => update({ ...draft, search: event.currentTarget.value })}
        />
        <SelectField
          label={t('filters.add_field')}
          className="cms-filter-bar__add"
          value=""
          placeholder={t('filters.choose_field')}
          options={filterable.map((field) => ({
            value: field.field,
            label: fieldLabel(field.field),
          }))}
          onChange={addFilter}
        />
        {draft.search || draft.filters.length > 0 ? (
          <Button className="cms-filter-bar__clear" onClick={clear}>
            {t('filters.clear')}
          </Button>
        ) : null}
      </div>
      {draft.filters.length > 0 ? (
        <ul className="cms-filter-bar__list" aria-label={t('filters.label')}>
          {draft.filters.map((filter, index) => {
            const label = fieldLabel(filter.field);
            const type = fieldOf(filter.field)?.type ?? 'string';
            const offered = operatorsFor(type);
            const operators = offered.includes(filter.operator as never)
              ? offered
              : [...offered, filter.operator];
            const list = LIST_OPERATORS.includes(filter.operator as never);
            const choices = valueChoices(fieldOf(filter.field));
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: filters are positional (same field twice is allowed)
              <li key={index} className="cms-filter-bar__filter">
                <fieldset className="cms-filter-bar__fieldset">
                  <legend>{label}</legend>
                  <SelectField
                    label={t('filters.operator')}
                    hideLabel
                    value={filter.operator}
                    options={operators.map((operator) => ({
                      value: operator,
                      label: operatorLabel(operator),
                    }))}
                    onChange={(operator) => setFilter(index, { operator })}
                  />
                  {!takesValue(filter.operator) ? null : choices && !list ? (
                    <SelectField
                      label={t('filters.value')}
                      hideLabel
                      value={filter.value}
                      options={choices}
                      onChange={(value) => setFilter(index, { value })}
                    />
                  ) : (
                    <TextField
                      label={t('filters.value')}
                      hideLabel
                      placeholder={t('filters.value')}
                      value={filter.value}
                      hint={list ? t('filters.list_hint') : undefined}
                      onChange={(event) => setFilter(index, { value: event.currentTarget.value })}
                    />
                  )}
                  <button
                    type="button"
                    className="cms-icon-button cms-filter-bar__remove"
                    aria-label={t('filters.remove', { field: label })}
                    onClick={() =>
                      update({ ...draft, filters: draft.filters.filter((_, at) => at !== index) })
                    }
                  >
                    <Icon name="close" />
                  </button>
                </fieldset>
              </li>
            );
          })}
        </ul>
      ) : null}
    </search>
  );
}
