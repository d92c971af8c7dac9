import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { type Item, listItems } from '../../api/items.js';
import { primaryKeyField } from '../../form/field-rules.js';
import { useT } from '../../i18n/use-t.js';
import { $currentProjectKey } from '../../state/current-project.js';
import { $collections, $relations } from '../../state/schema.js';
import type { InputProps } from '../registry.js';
import { manyToOneTarget, relatedKey } from '../relation-of.js';
import { RelatedSearch } from '../relational/RelatedSearch.js';
import { renderTemplate } from '../render-template.js';
import { ModalPicker } from './ModalPicker.js';

/** Spec 2 §9: the item picker's search waits this long after typing stops. */
const SEARCH_DEBOUNCE_MS = 550;
const PAGE = 200;
/** Spec 2 §9: above this many related items a dialog replaces the dropdown. */
const MODAL_ABOVE = 20;

/**
 * A select of the related collection's items (`GET items/{related}?fields=*&limit=200`), with a
 * search box that narrows the list on the server (`q`); above 20 items a dialog, which loads the
 * next 200 (`offset`) on request. The staged value is the chosen item's key.
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
  const project = useStore($currentProjectKey);
  const relations = useStore($relations);
  const collections = useStore($collections);
  const related = manyToOneTarget(field, relations);
  const keyField =
    related && collections[related] ? primaryKeyField(collections[related].fields) : 'id';
  const template =
    typeof options.template === 'string' && options.template ? options.template : `{{${keyField}}}`;
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [items, setItems] = useState<Item[] | null>(null);
  const [failed, setFailed] = useState(false);
  // A full page came back: the next one may hold more (the dialog offers to load it).
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  // Decided by the unfiltered list, so narrowing the search does not swap the control.
  const [large, setLarge] = useState(false);

  useEffect(() => {
    if (search.trim() === query) return undefined;
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, query]);

  // Bumped per new list (search, collection), so a late "more" page is not added to the wrong one.
  const listGeneration = useRef(0);

  useEffect(() => {
    if (!project || !related) return undefined;
    listGeneration.current += 1;
    const controller = new AbortController();
    listItems(project, related, {
      q: query,
      limit: PAGE,
      fields: ['*'],
      meta: [],
      signal: controller.signal,
    })
      .then(({ data: rows }) => {
        setItems(rows);
        setHasMore(rows.length === PAGE);
        setFailed(false);
        if (query === '') setLarge(rows.length > MODAL_ABOVE);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Could not load the related items.', error);
        setFailed(true);
      });
    return () => controller.abort();
  }, [project, related, query]);

  const loadMore = () => {
    if (!project || !related || !items || loadingMore) return;
    setLoadingMore(true);
    const generation = listGeneration.current;
    listItems(project, related, {
      q: query,
      limit: PAGE,
      offset: items.length,
      fields: ['*'],
      meta: [],
    })
      .then(({ data: rows }) => {
        if (generation !== listGeneration.current) return;
        setItems((listed) => [...(listed ?? []), ...rows]);
        setHasMore(rows.length === PAGE);
        setFailed(false);
      })
      .catch((error: unknown) => {
        console.error('Could not load more related items.', error);
        setFailed(true);
      })
      .finally(() => setLoadingMore(false));
  };

  const current = relatedKey(value, keyField);
  const currentText = current == null ? '' : String(current);
  const rows = items ?? [];
  const listed = rows.some((row) => String(row[keyField]) === currentText);
  const currentLabel =
    value !== null && typeof value === 'object'
      ? renderTemplate(template, value)
      : (() => {
          const row = rows.find((one) => String(one[keyField]) === currentText);
          return row ? renderTemplate(template, row) : currentText;
        })();

  if (large) {
    return (
      <div className="cms-m2o">
        <ModalPicker
          id={id}
          currentLabel={currentLabel}
          currentKey={currentText}
          rows={rows}
          keyField={keyField}
          labelOf={(row) => renderTemplate(template, row)}
          search={search}
          onSearch={setSearch}
          readonly={readonly}
          invalid={invalid}
          onChoose={(row) => onChange(row ? row[keyField] : null)}
          hasMore={hasMore}
          loadingMore={loadingMore}
          onLoadMore={loadMore}
        />
        {failed ? <p className="cms-form-field__problem">{t('interfaces.m2o_failed')}</p> : null}
      </div>
    );
  }

  return (
    <div className="cms-m2o">
      <select
        id={id}
        className="cms-field__control"
        value={currentText}
        disabled={readonly}
        aria-invalid={invalid || undefined}
        aria-busy={items === null || undefined}
        onChange={(event) => {
          const next = event.target.value;
          if (next === '') return onChange(null);
          const row = rows.find((one) => String(one[keyField]) === next);
          onChange(row ? row[keyField] : next);
        }}
      >
        <option value="">{t('interfaces.choose_one')}</option>
        {currentText !== '' && !listed ? (
          <option value={currentText}>
            {value !== null && typeof value === 'object'
              ? renderTemplate(template, value)
              : currentText}
          </option>
        ) : null}
        {rows.map((row) => (
          <option key={String(row[keyField])} value={String(row[keyField])}>
            {renderTemplate(template, row) || String(row[keyField])}
          </option>
        ))}
      </select>
      {readonly ? null : (
        <div className="cms-m2o__search">
          <RelatedSearch value={search} onChange={setSearch} />
        </div>
      )}
      {failed ? <p className="cms-form-field__problem">{t('interfaces.m2o_failed')}</p> : null}
      {!related ? (
        <p className="cms-form-field__problem">{t('interfaces.m2o_no_relation')}</p>
      ) : null}
    </div>
  );
}
