import { useEffect, useRef, useState } from 'react';
import {
  DEFAULT_FILTER_OPERATOR,
  FILTER_OPERATORS,
  type ItemFilter,
  VALUELESS_OPERATORS,
} from '../../api/items.js';
import type { FieldInfo } from '../../api/types.js';
import { useT } from '../../i18n/use-t.js';
import { titleCase } from '../../shell/collection-title.js';
import { Button } from '../../ui/Button.js';
import { Icon } from '../../ui/Icon.js';
import { SelectField } from '../../ui/SelectField.js';
import { TextField } from '../../ui/TextField.js';

// The search and filter box of the listing header (spec 2 §2, §5). Typing is shown at once and
// committed 300 ms after the last keystroke (spec 2 §9); clearing clears the filters and the
// search together, at once (spec 2 §4).

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
  const { t } = useT();
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
  const fieldLabel = (name: string) => {
    const field = fields.find((entry) => entry.field === name);
    return typeof field?.name === 'string' && field.name ? field.name : titleCase(name);
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
          className="cms-field__control cms-filter-bar__add"
          value=""
          options={[
            { value: '', label: t('filters.choose_field') },
            ...fields.map((field) => ({ value: field.field, label: fieldLabel(field.field) })),
          ]}
          onChange={(event) => {
            const field = event.currentTarget.value;
            if (!field) return;
            update({
              ...draft,
              filters: [...draft.filters, { field, operator: DEFAULT_FILTER_OPERATOR, value: '' }],
            });
          }}
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
            const valueless = VALUELESS_OPERATORS.includes(filter.operator as never);
            const list = filter.operator === 'in' || filter.operator === 'nin';
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: filters are positional (same field twice is allowed)
              <li key={index} className="cms-filter-bar__filter">
                <fieldset className="cms-filter-bar__fieldset">
                  <legend>{label}</legend>
                  <SelectField
                    label={t('filters.operator')}
                    value={filter.operator}
                    options={FILTER_OPERATORS.map((operator) => ({
                      value: operator,
                      label: operatorLabel(operator),
                    }))}
                    onChange={(event) => setFilter(index, { operator: event.currentTarget.value })}
                  />
                  {valueless ? null : (
                    <TextField
                      label={t('filters.value')}
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
