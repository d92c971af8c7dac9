import type { FieldInfo } from '../../api/types.js';
import { useT } from '../../i18n/use-t.js';
import { isSortable } from '../fields.js';
import { ColumnResizeHandle } from './ColumnResizeHandle.js';
import { columnLabel } from './column-label.js';
import { type ColumnWidths, cellStyle, MIN_COLUMN_WIDTH } from './column-widths.js';
import type { ManualSort } from './use-manual-sort.js';

interface TableHeaderProps {
  columns: readonly FieldInfo[];
  /** The view's sort (`field` or `-field`). */
  sort: string;
  onSort(column: FieldInfo): void;
  manual: ManualSort;
  allSelected: boolean;
  onToggleAll(): void;
  widths: ColumnWidths;
}

/**
 * The sticky header row: the manual-sort switch (when the collection has a sort field), select
 * all, and per column its sort button (not for unsortable types) and resize handle.
 */
export function TableHeader({
  columns,
  sort,
  onSort,
  manual,
  allSelected,
  onToggleAll,
  widths,
}: TableHeaderProps) {
  const { t } = useT();
  return (
    <thead className="cms-tabular__head">
      <tr aria-rowindex={1} className="cms-tabular__header-row">
        {manual.field ? (
          <th scope="col" className="cms-tabular__cell cms-tabular__handle-cell">
            <button
              type="button"
              className="cms-tabular__handle"
              aria-pressed={manual.on}
              aria-label={t('layouts.manual_sort')}
              title={t('layouts.manual_sort')}
              onClick={manual.toggle}
            >
              <span aria-hidden="true">⇅</span>
            </button>
          </th>
        ) : null}
        <th scope="col" className="cms-tabular__cell cms-tabular__select">
          <input
            type="checkbox"
            checked={allSelected}
            onChange={onToggleAll}
            aria-label={t('layouts.select_all')}
          />
        </th>
        {columns.map((column) => {
          const width = widths.widthOf(column.field);
          const active = sort === column.field || sort === `-${column.field}`;
          const descending = sort === `-${column.field}`;
          const label = columnLabel(column);
          const shownLabel = width >= MIN_COLUMN_WIDTH ? label : null;
          return (
            <th
              key={column.field}
              scope="col"
              className="cms-tabular__cell cms-tabular__header"
              style={cellStyle(widths, column.field)}
              aria-sort={active ? (descending ? 'descending' : 'ascending') : undefined}
              data-field={column.field}
            >
              {isSortable(column) ? (
                <button
                  type="button"
                  className="cms-tabular__sort"
                  onClick={() => onSort(column)}
                  title={t('layouts.sort_by', { field: label })}
                >
                  {shownLabel}
                  {active ? <span aria-hidden="true">{descending ? ' ↓' : ' ↑'}</span> : null}
                </button>
              ) : (
                <span className="cms-tabular__label">{shownLabel}</span>
              )}
              <ColumnResizeHandle field={column.field} label={label} widths={widths} />
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
