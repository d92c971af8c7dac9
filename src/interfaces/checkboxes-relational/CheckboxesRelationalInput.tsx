import { useStore } from '@nanostores/react';
import type { CSSProperties } from 'react';
import type { Item } from '../../api/items.js';
import { useRelatedItems } from '../../data/related-items.js';
import { useT } from '../../i18n/use-t.js';
import { mayAtAll, useGrants } from '../../permissions/index.js';
import { $currentProjectKey } from '../../state/current-project.js';
import { $collections, $relations } from '../../state/schema.js';
import type { InputProps } from '../registry.js';
import { relatedKeyOf, relatedOf, toManyInfo } from '../relational/to-many.js';
import { PICKER_PAGE } from '../relational/use-picker-search.js';
import { gridColumns, relatedLabel } from './related-label.js';

type Row = Record<string, unknown>;

interface Choice {
  key: string;
  label: string;
  /** The related item, as a new junction row points at it. */
  item: Item;
}

/**
 * A many-to-many field as checkboxes: every item of the related collection (a page at a time,
 * "Show more" beyond), checked when a junction row links it. Checking stages a new junction row,
 * unchecking drops one, so the value is the junction rows exactly as the many-to-many interface
 * stages them (relational/to-many.ts turns them into the save's changes).
 * Options (v8): `grid` (columns), `template` (each item's label).
 */
export function CheckboxesRelationalInput({
  value,
  field,
  options,
  readonly,
  onChange,
  id,
}: InputProps) {
  const { t } = useT();
  const project = useStore($currentProjectKey);
  const relations = useStore($relations);
  const collections = useStore($collections);
  const grants = useGrants();
  const info = toManyInfo(field, relations, collections);
  const list = useRelatedItems(project, info?.relatedCollection ?? null, '', PICKER_PAGE);

  if (info?.kind !== 'm2m') {
    return <p className="cms-form-field__problem">{t('interfaces.m2o_no_relation')}</p>;
  }

  const rows = Array.isArray(value)
    ? value.filter((row): row is Row => row !== null && typeof row === 'object')
    : [];
  const linked = new Map(rows.map((row) => [String(relatedKeyOf(row, info)), row]));
  // Linking and unlinking write junction rows: the role needs create and delete on the junction.
  const mayLink = mayAtAll(grants, info.rowsCollection, 'create');
  const mayUnlink = mayAtAll(grants, info.rowsCollection, 'delete');
  const savedKeys = new Set(
    rows.filter((row) => row[info.rowsKey] != null).map((row) => String(relatedKeyOf(row, info))),
  );

  const choiceOf = (item: Item, row: Row | null): Choice => {
    const key = String(item[info.relatedKey]);
    return { key, item, label: relatedLabel(options.template, item, row, key) };
  };
  const loaded = list.data?.rows ?? [];
  const choices = loaded.map((item) =>
    choiceOf(item, linked.get(String(item[info.relatedKey])) ?? null),
  );
  // Linked items beyond the loaded pages stay listed (checked) after them.
  const listed = new Set(choices.map((choice) => choice.key));
  for (const row of rows) {
    const related = relatedOf(row, info);
    const key = String(relatedKeyOf(row, info));
    if (related && !listed.has(key)) {
      listed.add(key);
      choices.push(choiceOf(related, row));
    }
  }

  const toggle = (choice: Choice, checked: boolean) => {
    if (checked) onChange([...rows, { [info.junctionField ?? '']: choice.item }]);
    else onChange(rows.filter((row) => String(relatedKeyOf(row, info)) !== choice.key));
  };
  const disabledFor = (choice: Choice) => {
    if (readonly) return true;
    if (!linked.has(choice.key)) return !mayLink;
    // A link staged in this session is undone freely; a saved one needs delete rights.
    return savedKeys.has(choice.key) && !mayUnlink;
  };

  const columns = gridColumns(options.grid);
  const status =
    list.status === 'error' ? (
      <p className="cms-form-field__problem" role="alert">
        {t('relational_interfaces.checkboxes_failed')}
      </p>
    ) : list.status === 'loading' && loaded.length === 0 ? (
      <p className="cms-field__hint" role="status">
        {t('relational_interfaces.checkboxes_loading')}
      </p>
    ) : choices.length === 0 ? (
      <p className="cms-field__hint">{t('relational_interfaces.checkboxes_empty')}</p>
    ) : null;

  return (
    <fieldset
      className="cms-checkboxes cms-checkboxes-relational"
      id={id}
      aria-labelledby={`${id}-label`}
      aria-busy={list.status === 'loading' || undefined}
    >
      {choices.length > 0 ? (
        <div
          className="cms-checkboxes__grid cms-checkboxes-relational__grid"
          style={{ '--cms-checkbox-columns': columns } as CSSProperties}
        >
          {choices.map((choice) => (
            <div key={choice.key} className="cms-checkboxes__row">
              <label className="cms-checkbox">
                <input
                  className="cms-checkbox__control"
                  type="checkbox"
                  value={choice.key}
                  checked={linked.has(choice.key)}
                  disabled={disabledFor(choice)}
                  onChange={(event) => toggle(choice, event.target.checked)}
                />
                <span className="cms-checkbox__label" title={choice.label}>
                  {choice.label}
                </span>
              </label>
            </div>
          ))}
        </div>
      ) : null}
      {status}
      {!readonly && !mayLink && list.status !== 'error' ? (
        <p className="cms-field__hint">{t('relational_interfaces.checkboxes_no_create')}</p>
      ) : null}
      {list.data?.hasMore ? (
        <div className="cms-checkboxes-relational__more">
          <span className="cms-field__hint">
            {t('relational_interfaces.checkboxes_first', { count: loaded.length })}
          </span>
          <button
            type="button"
            className="cms-button cms-button--secondary"
            disabled={list.status === 'loading'}
            onClick={() => list.loadMore()}
          >
            {t('relational_interfaces.checkboxes_more')}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
