import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldInfo } from '../../api/types.js';
import { useT } from '../../i18n/use-t.js';
import { useListingReadBlacklist } from '../../permissions/use-grants.js';
import { useRouter } from '../../router/Link.js';
import { primaryKeyField } from '../../schema/collection-meta.js';
import { itemDisplayText } from '../display-template.js';
import { isSortable, viewColumns, viewSort } from '../fields.js';
import type { LayoutProps } from '../registry.js';
import { useLoadMore } from '../use-load-more.js';
import { useColumnWidths } from './column-widths.js';
import { ManualSortExplain } from './ManualSortExplain.js';
import { RowDragHandle } from './RowDragHandle.js';
import { previewIndex } from './row-drag.js';
import { TableHeader } from './TableHeader.js';
import { PendingRow, TableRow } from './TableRow.js';
import { useManualSort } from './use-manual-sort.js';
import { useRowDrag } from './use-row-drag.js';
import { useTableSelection } from './use-table-selection.js';
import { rowWindow } from './virtual-window.js';
import './register-tabular-styles.js';

// The tabular layout (spec 2 §9 "Table"): chosen columns, header sort (or manual sort on the
// collection's sort field), resizable columns whose widths are saved in the view options, checkbox
// selection with mod+a, and virtualised rows of a fixed height, so only the visible window (plus a
// margin) is ever in the DOM. Once the count is known the table is as tall as the whole list and
// loads the pages its window shows, so a jump far down does not wait for every page before it;
// manual sorting moves rows among those loaded in order, so it keeps to the unbroken run.

export const ROW_HEIGHT = 48;
export { DEFAULT_COLUMN_WIDTH } from './column-widths.js';

/** The checkbox column and the manual-sort grip column, in px (tabular.css has the same). */
const SELECT_COLUMN_WIDTH = 48;
const HANDLE_COLUMN_WIDTH = 40;

type Row = Record<string, unknown>;

export function TabularLayout(props: LayoutProps) {
  const { collection, items, viewQuery, viewOptions, loading } = props;
  const { t } = useT();
  const router = useRouter();
  const blacklist = useListingReadBlacklist(collection);
  const columns = useMemo(
    () => viewColumns(collection, blacklist, viewQuery.fields),
    [collection, blacklist, viewQuery.fields],
  );
  const sort = viewSort(collection, viewQuery.sort);
  const primaryKey = primaryKeyField(collection.fields);
  const keyOf = (item: Row) => item[primaryKey] as string | number;
  const manual = useManualSort(collection, items, sort, primaryKey, (next) =>
    props.onViewQueryChange({ ...viewQuery, sort: next }),
  );
  const rowsInOrder = manual.rows;
  const sparse = props.rows && !manual.on ? props.rows : null;
  const count = sparse ? sparse.total : rowsInOrder.length;
  const loadedRows = sparse ? sparse.loaded : rowsInOrder;

  const widths = useColumnWidths(columns, viewOptions, props.onViewOptionsChange);
  const minWidth = (manual.field ? HANDLE_COLUMN_WIDTH : 0) + SELECT_COLUMN_WIDTH + widths.total;
  const selection = useTableSelection(props.selection, props.onSelectionChange, loadedRows, keyOf);

  const scroller = useRef<HTMLElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(600);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    setViewport(element.clientHeight || 600);
    const observer = new ResizeObserver(() => setViewport(element.clientHeight || 600));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // In order only: a sparse row source fetches the pages its window shows instead.
  const checkMore = useLoadMore(scroller, props, sparse !== null);
  const range = rowWindow(scrollTop, viewport, ROW_HEIGHT, count);
  useEffect(() => {
    sparse?.want(range.start, range.end);
  }, [sparse, range.start, range.end]);

  const labelOf = (item: Row | undefined) =>
    (item && itemDisplayText(collection, item, columns)) ||
    t('layouts.item_fallback', { key: String(item ? keyOf(item) : '') });
  const drag = useRowDrag({
    scroller,
    count: rowsInOrder.length,
    rowHeight: ROW_HEIGHT,
    labelOf: (index) => labelOf(rowsInOrder[index]),
    move: manual.move,
  });

  const sortBy = (field: FieldInfo) => {
    if (!isSortable(field)) return;
    manual.off();
    const next = sort === field.field ? `-${field.field}` : field.field;
    props.onViewQueryChange({ ...viewQuery, sort: next });
  };

  const topOf = (index: number) => {
    const state = drag.state;
    if (state?.from === index && state.offset !== null) return index * ROW_HEIGHT + state.offset;
    return previewIndex(index, state) * ROW_HEIGHT;
  };

  const rows = [];
  for (let index = range.start; index < range.end; index += 1) {
    const item = sparse ? sparse.at(index) : rowsInOrder[index];
    if (!item) {
      if (sparse)
        rows.push(<PendingRow key={`pending-${index}`} index={index} top={topOf(index)} />);
      continue;
    }
    const key = keyOf(item);
    rows.push(
      <TableRow
        key={String(key)}
        item={item}
        itemKey={key}
        index={index}
        top={topOf(index)}
        columns={columns}
        widths={widths}
        selected={selection.isSelected(key)}
        onToggle={() => selection.toggle(key)}
        href={props.linkTo(item)}
        onOpen={() => router.open(props.linkTo(item))}
        moving={drag.state?.from === index}
        handle={
          manual.field ? (
            manual.on ? (
              <RowDragHandle index={index} itemKey={key} label={labelOf(item)} drag={drag} />
            ) : null
          ) : undefined
        }
      />,
    );
  }

  const classes = ['cms-tabular'];
  if (drag.state) classes.push('cms-tabular--moving');
  return (
    <>
      {/* The scroller is focusable so the keyboard can scroll it and mod+a selects its rows. */}
      <section
        ref={scroller}
        className={classes.join(' ')}
        aria-label={t('layouts.table_label')}
        aria-busy={loading || undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus
        tabIndex={0}
        onScroll={(event) => {
          setScrollTop(event.currentTarget.scrollTop);
          checkMore();
        }}
        onKeyDown={selection.onKeyDown}
      >
        <table className="cms-tabular__table" aria-rowcount={count + 1} style={{ minWidth }}>
          <TableHeader
            columns={columns}
            sort={sort}
            onSort={sortBy}
            manual={manual}
            allSelected={selection.allSelected}
            onToggleAll={selection.toggleAll}
            widths={widths}
          />
          <tbody className="cms-tabular__body" style={{ height: count * ROW_HEIGHT }}>
            {rows}
          </tbody>
        </table>
        <p className="cms-visually-hidden" aria-live="assertive">
          {drag.announcement}
        </p>
      </section>
      {manual.field ? <ManualSortExplain manual={manual} /> : null}
    </>
  );
}
