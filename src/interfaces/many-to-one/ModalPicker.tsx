import { type ReactNode, useState } from 'react';
import type { Item } from '../../api/items.js';
import { useT } from '../../i18n/use-t.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { RelatedSearch } from '../relational/RelatedSearch.js';

interface ModalPickerProps {
  id: string;
  /** The chosen item's text, or '' when none. */
  currentLabel: string;
  currentKey: string;
  rows: readonly Item[];
  keyField: string;
  labelOf(row: Item): string;
  /** The `visible_fields` option: listed as columns after each item's label. */
  fields?: readonly string[];
  detailsOf?(row: Item): string[];
  /** The `icon` option's icon, in the opening button. */
  icon?: ReactNode;
  search: string;
  onSearch(text: string): void;
  readonly: boolean;
  invalid?: boolean;
  onChoose(row: Item | null): void;
  /** Results are on their way (a search, the next page). */
  loading?: boolean;
  /** More items match than are listed: the dialog offers the next page. */
  hasMore?: boolean;
  onLoadMore?(): void;
}

/**
 * The many-to-one picker for long lists (spec 2 §9: more than 20 related items): a button that
 * opens a dialog with a search box and the items as buttons.
 */
export function ModalPicker({
  id,
  currentLabel,
  currentKey,
  rows,
  keyField,
  labelOf,
  fields = [],
  detailsOf,
  icon,
  search,
  onSearch,
  readonly,
  invalid,
  onChoose,
  loading = false,
  hasMore = false,
  onLoadMore,
}: ModalPickerProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const choose = (row: Item | null) => {
    onChoose(row);
    setOpen(false);
  };
  return (
    <div className="cms-m2o__modal-field">
      <button
        id={id}
        type="button"
        className="cms-field__control cms-m2o__open"
        disabled={readonly}
        aria-invalid={invalid || undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {icon}
        {currentLabel || t('interfaces.choose_one')}
      </button>
      {!readonly && currentKey !== '' ? (
        <Button onClick={() => onChoose(null)}>{t('interfaces.m2o_clear')}</Button>
      ) : null}
      <Dialog
        open={open}
        title={t('interfaces.m2o_dialog_title')}
        onCancel={() => setOpen(false)}
        actions={<Button onClick={() => setOpen(false)}>{t('interfaces.m2o_cancel')}</Button>}
      >
        <RelatedSearch value={search} onChange={onSearch} />
        <ul className="cms-m2o__choices" aria-busy={loading || undefined}>
          {rows.map((row) => {
            const key = String(row[keyField]);
            return (
              <li key={key}>
                <button type="button" aria-pressed={key === currentKey} onClick={() => choose(row)}>
                  <span className="cms-m2o__choice-label">{labelOf(row) || key}</span>
                  {detailsOf
                    ? detailsOf(row).map((text, index) => (
                        <span
                          key={fields[index]}
                          className="cms-m2o__choice-field"
                          data-field={fields[index]}
                        >
                          {text}
                        </span>
                      ))
                    : null}
                </button>
              </li>
            );
          })}
        </ul>
        {hasMore && onLoadMore ? (
          <Button onClick={onLoadMore} disabled={loading}>
            {loading ? t('interfaces.m2o_loading_more') : t('interfaces.m2o_load_more')}
          </Button>
        ) : loading ? (
          <p className="cms-m2o__status" role="status">
            {t('interfaces.m2o_loading')}
          </p>
        ) : rows.length === 0 ? (
          <p className="cms-m2o__status">{t('ui.no_matches')}</p>
        ) : null}
      </Dialog>
    </div>
  );
}
