import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useRelatedItems } from '../../data/related-items.js';
import { useT } from '../../i18n/use-t.js';
import { primaryKeyField } from '../../schema/collection-meta.js';
import { $currentProjectKey } from '../../state/current-project.js';
import { $collections, $relations } from '../../state/schema.js';
import { Select } from '../../ui/Select.js';
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
  // Decided by the unfiltered list, so narrowing the search does not swap the control.
  const [large, setLarge] = useState(false);

  useEffect(() => {
    if (search.trim() === query) return undefined;
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, query]);

  const list = useRelatedItems(project, related ?? null, query, PAGE);
  const items = list.data?.rows ?? null;
  const unfiltered = list.status === 'ready' && query === '' ? list.data : undefined;
  useEffect(() => {
    if (unfiltered) setLarge(unfiltered.rows.length > MODAL_ABOVE);
  }, [unfiltered]);
  useEffect(() => {
    if (list.status === 'error') console.error('Could not load the related items.', list.error);
  }, [list.status, list.error]);
  const failed = list.status === 'error';
  // A full page came back: the next one may hold more (the dialog offers to load it).
  const hasMore = list.data?.hasMore ?? false;
  // Loading with rows of this very list on screen: the next page is on its way.
  const loadingMore = list.status === 'loading' && items !== null && !list.isPreviousData;
  const loadMore = () => {
    if (!loadingMore) list.loadMore();
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
      <Select
        id={id}
        value={currentText}
        disabled={readonly}
        invalid={invalid}
        busy={items === null}
        options={[
          { value: '', label: t('interfaces.choose_one') },
          // The current value shows even when the loaded page does not list it.
          ...(currentText !== '' && !listed
            ? [
                {
                  value: currentText,
                  label:
                    value !== null && typeof value === 'object'
                      ? renderTemplate(template, value)
                      : currentText,
                },
              ]
            : []),
          ...rows.map((row) => ({
            value: String(row[keyField]),
            label: renderTemplate(template, row) || String(row[keyField]),
          })),
        ]}
        onChange={(next) => {
          if (next === '') return onChange(null);
          const row = rows.find((one) => String(one[keyField]) === next);
          onChange(row ? row[keyField] : next);
        }}
      />
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
