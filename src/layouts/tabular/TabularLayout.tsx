import { useStore } from '@nanostores/react';
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { FieldInfo } from '../../api/types.js';
import { useT } from '../../i18n/use-t.js';
import { Link, useRouter } from '../../router/Link.js';
import { titleCase } from '../../shell/collection-title.js';
import { $permissions } from '../../state/permissions.js';
import { $isAdmin } from '../../state/user.js';
import { DisplayValue } from '../DisplayValue.js';
import { isSortable, primaryKeyField, readBlacklist, viewColumns, viewSort } from '../fields.js';
import type { LayoutProps } from '../registry.js';
import { useLoadMore } from '../use-load-more.js';
import { useManualSort } from './use-manual-sort.js';
import { rowWindow } from './virtual-window.js';
import './register-tabular-styles.js';

// The tabular layout (spec 2 §9 "Table"): chosen columns, header sort (or manual sort on the
// collection's sort field), resizable columns whose widths are saved in the view options, checkbox
// selection with mod+a, and virtualised rows of a fixed height, so only the visible window (plus a
// margin) is ever in the DOM. Once the count is known the table is as tall as the whole list and
// loads the pages its window shows, so a jump far down does not wait for every page before it;
// manual sorting moves rows among those loaded in order, so it keeps to the unbroken run.

export const ROW_HEIGHT = 48;
export const DEFAULT_COLUMN_WIDTH = 200;
const MIN_COLUMN_WIDTH = 40;
const SELECT_COLUMN_WIDTH = 48;
const HANDLE_COLUMN_WIDTH = 40;

function savedWidths(options: Record<string, unknown>): Record<string, number> {
  const widths = options.widths;
  if (!widths || typeof widths !== 'object') return {};
  return Object.fromEntries(
    Object.entries(widths as Record<string, unknown>).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  );
}

/** Whether mod+a should select rows rather than the text of a field the user is typing in. */
function isTextTarget(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return (
    !!element &&
    (element.tagName === 'INPUT' || element.tagName === 'TEXTAREA' || element.isContentEditable) &&
    (element as HTMLInputElement).type !== 'checkbox'
  );
}

export function TabularLayout(props: LayoutProps) {
  const { collection, items, viewQuery, viewOptions, selection, loading } = props;
  const { t } = useT();
  const router = useRouter();
  const permissions = useStore($permissions);
  const isAdmin = useStore($isAdmin);
  const blacklist = useMemo(
    () => readBlacklist(permissions, isAdmin, collection.collection),
    [permissions, isAdmin, collection.collection],
  );
  const columns = useMemo(
    () => viewColumns(collection, blacklist, viewQuery.fields),
    [collection, blacklist, viewQuery.fields],
  );
  const sort = viewSort(collection, viewQuery.sort);
  const primaryKey = primaryKeyField(collection);
  const manual = useManualSort(collection, items, sort, primaryKey, (next) =>
    props.onViewQueryChange({ ...viewQuery, sort: next }),
  );
  const rowsInOrder = manual.rows;
  const sparse = props.rows && !manual.on ? props.rows : null;
  const count = sparse ? sparse.total : rowsInOrder.length;
  const loadedRows = sparse ? sparse.loaded : rowsInOrder;
  const handleWidth = manual.field ? HANDLE_COLUMN_WIDTH : 0;

  // Widths being dragged are local until the pointer lets go; then they are saved once.
  const [dragWidths, setDragWidths] = useState<Record<string, number> | null>(null);
  const widths = dragWidths ?? savedWidths(viewOptions);
  const widthOf = (field: string) => widths[field] ?? DEFAULT_COLUMN_WIDTH;
  const totalWidth =
    handleWidth +
    SELECT_COLUMN_WIDTH +
    columns.reduce((sum, column) => sum + widthOf(column.field), 0);

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
  const selected = useMemo(() => new Set(selection.map(String)), [selection]);
  const allSelected = loadedRows.length > 0 && selected.size >= loadedRows.length;

  const keyOf = (item: Record<string, unknown>) => item[primaryKey] as string | number;

  const toggleAll = () =>
    props.onSelectionChange(allSelected ? [] : loadedRows.map((item) => keyOf(item)));

  const toggle = (key: string | number) =>
    props.onSelectionChange(
      selected.has(String(key))
        ? selection.filter((entry) => String(entry) !== String(key))
        : [...selection, key],
    );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'a') {
      if (isTextTarget(event.target)) return;
      event.preventDefault();
      props.onSelectionChange(loadedRows.map((item) => keyOf(item)));
    }
  };

  const sortBy = (field: FieldInfo) => {
    if (!isSortable(field)) return;
    manual.off();
    const next = sort === field.field ? `-${field.field}` : field.field;
    props.onViewQueryChange({ ...viewQuery, sort: next });
  };

  const saveWidth = (field: string, width: number) =>
    props.onViewOptionsChange({
      ...viewOptions,
      widths: { ...savedWidths(viewOptions), [field]: Math.max(MIN_COLUMN_WIDTH, width) },
    });

  const startResize = (event: PointerEvent<HTMLButtonElement>, field: string) => {
    event.preventDefault();
    const handle = event.currentTarget;
    handle.setPointerCapture?.(event.pointerId);
    const startX = event.clientX;
    const startWidth = widthOf(field);
    let latest = startWidth;
    const move = (moveEvent: globalThis.PointerEvent) => {
      latest = Math.max(MIN_COLUMN_WIDTH, startWidth + moveEvent.clientX - startX);
      setDragWidths({ ...widths, [field]: latest });
    };
    const up = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', up);
      handle.removeEventListener('pointercancel', up);
      setDragWidths(null);
      if (latest !== startWidth) saveWidth(field, latest);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', up);
    handle.addEventListener('pointercancel', up);
  };

  // A drag of the handle moves the row by whole rows; the keyboard twin is the arrow keys.
  const startMove = (event: PointerEvent<HTMLButtonElement>, index: number) => {
    event.preventDefault();
    const handle = event.currentTarget;
    handle.setPointerCapture?.(event.pointerId);
    const startY = event.clientY;
    const up = (upEvent: globalThis.PointerEvent) => {
      handle.removeEventListener('pointerup', up);
      handle.removeEventListener('pointercancel', cancel);
      const by = Math.round((upEvent.clientY - startY) / ROW_HEIGHT);
      const target = Math.max(0, Math.min(rowsInOrder.length - 1, index + by));
      if (target !== index) manual.move(index, target);
    };
    const cancel = () => {
      handle.removeEventListener('pointerup', up);
      handle.removeEventListener('pointercancel', cancel);
    };
    handle.addEventListener('pointerup', up);
    handle.addEventListener('pointercancel', cancel);
  };

  const onRowClick = (event: MouseEvent<HTMLTableRowElement>, item: Record<string, unknown>) => {
    // Clicks on the checkbox or the link are theirs; the rest of the row opens the item too.
    const target = event.target as HTMLElement;
    if (target.closest('input, a, button')) return;
    router.open(props.linkTo(item));
  };

  const rows = [];
  for (let index = range.start; index < range.end; index += 1) {
    const item = sparse ? sparse.at(index) : rowsInOrder[index];
    if (!item) {
      // A row whose page is on its way: it holds the place, so the scroll position stays put.
      if (sparse) {
        rows.push(
          <tr
            key={`pending-${index}`}
            aria-rowindex={index + 2}
            aria-busy="true"
            className="cms-tabular__row cms-tabular__row--pending"
            style={{
              position: 'absolute',
              top: index * ROW_HEIGHT,
              height: ROW_HEIGHT,
              width: totalWidth,
            }}
          >
            <td className="cms-tabular__cell" style={{ width: totalWidth }}>
              <span className="cms-visually-hidden">{t('app.loading')}</span>
            </td>
          </tr>,
        );
      }
      continue;
    }
    const key = keyOf(item);
    const isSelected = selected.has(String(key));
    rows.push(
      // The row's click opens the item; its link is the keyboard's way there.
      <tr
        key={String(key)}
        aria-rowindex={index + 2}
        aria-selected={isSelected}
        className={isSelected ? 'cms-tabular__row cms-tabular__row--selected' : 'cms-tabular__row'}
        style={{
          position: 'absolute',
          top: index * ROW_HEIGHT,
          height: ROW_HEIGHT,
          width: totalWidth,
          display: 'flex',
        }}
        onClick={(event) => onRowClick(event, item)}
      >
        {manual.field ? (
          <td className="cms-tabular__cell cms-tabular__select" style={{ width: handleWidth }}>
            {manual.on ? (
              <button
                type="button"
                className="cms-tabular__handle"
                aria-label={t('layouts.move_item', { key: String(key) })}
                onPointerDown={(event) => startMove(event, index)}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
                    event.preventDefault();
                    manual.move(index, index + (event.key === 'ArrowUp' ? -1 : 1));
                  }
                }}
              >
                ⠿
              </button>
            ) : null}
          </td>
        ) : null}
        <td
          className="cms-tabular__cell cms-tabular__select"
          style={{ width: SELECT_COLUMN_WIDTH }}
        >
          <input
            type="checkbox"
            checked={isSelected}
            onChange={() => toggle(key)}
            aria-label={t('layouts.select_row', { key: String(key) })}
          />
        </td>
        {columns.map((column, columnIndex) => (
          <td
            key={column.field}
            data-field={column.field}
            className="cms-tabular__cell"
            style={{ width: widthOf(column.field) }}
          >
            {columnIndex === 0 ? (
              <Link to={props.linkTo(item)} className="cms-tabular__link">
                <DisplayValue field={column} value={item[column.field]} />
                {item[column.field] === null || item[column.field] === undefined ? (
                  <span className="cms-visually-hidden">
                    {t('layouts.open_item', { key: String(key) })}
                  </span>
                ) : null}
              </Link>
            ) : (
              <DisplayValue field={column} value={item[column.field]} />
            )}
          </td>
        ))}
      </tr>,
    );
  }

  return (
    // The scroller is focusable so the keyboard can scroll it and mod+a selects its rows.
    <section
      ref={scroller}
      className="cms-tabular"
      aria-label={t('layouts.table_label')}
      aria-busy={loading || undefined}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus
      tabIndex={0}
      style={{ position: 'relative', overflow: 'auto', height: '100%' }}
      onScroll={(event) => {
        setScrollTop(event.currentTarget.scrollTop);
        checkMore();
      }}
      onKeyDown={onKeyDown}
    >
      <table
        className="cms-tabular__table"
        aria-rowcount={count + 1}
        style={{ display: 'block', width: totalWidth, borderCollapse: 'collapse' }}
      >
        <thead
          className="cms-tabular__head"
          style={{ display: 'block', width: totalWidth, height: ROW_HEIGHT }}
        >
          <tr aria-rowindex={1} className="cms-tabular__header-row" style={{ display: 'flex' }}>
            {manual.field ? (
              <th
                scope="col"
                className="cms-tabular__cell cms-tabular__select"
                style={{ width: handleWidth, height: ROW_HEIGHT }}
              >
                <button
                  type="button"
                  className="cms-tabular__handle"
                  aria-pressed={manual.on}
                  aria-label={t('layouts.manual_sort')}
                  title={t('layouts.manual_sort')}
                  onClick={manual.toggle}
                >
                  ⇅
                </button>
              </th>
            ) : null}
            <th
              scope="col"
              className="cms-tabular__cell cms-tabular__select"
              style={{ width: SELECT_COLUMN_WIDTH, height: ROW_HEIGHT }}
            >
              <input
                type="checkbox"
                checked={allSelected}
                onChange={toggleAll}
                aria-label={t('layouts.select_all')}
              />
            </th>
            {columns.map((column) => {
              const width = widthOf(column.field);
              const active = sort === column.field || sort === `-${column.field}`;
              const descending = sort === `-${column.field}`;
              const label =
                column.name && typeof column.name === 'string'
                  ? column.name
                  : titleCase(column.field);
              return (
                <th
                  key={column.field}
                  scope="col"
                  className="cms-tabular__cell cms-tabular__header"
                  style={{ width, height: ROW_HEIGHT }}
                  aria-sort={active ? (descending ? 'descending' : 'ascending') : undefined}
                  data-field={column.field}
                >
                  {isSortable(column) ? (
                    <button
                      type="button"
                      className="cms-tabular__sort"
                      onClick={() => sortBy(column)}
                      title={t('layouts.sort_by', { field: label })}
                    >
                      {width >= MIN_COLUMN_WIDTH ? label : null}
                      {active ? <span aria-hidden="true">{descending ? ' ↓' : ' ↑'}</span> : null}
                    </button>
                  ) : (
                    <span className="cms-tabular__label">
                      {width >= MIN_COLUMN_WIDTH ? label : null}
                    </span>
                  )}
                  <button
                    type="button"
                    aria-label={t('layouts.resize_column', { field: label })}
                    className="cms-tabular__resize"
                    onPointerDown={(event) => startResize(event, column.field)}
                    onKeyDown={(event) => {
                      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
                        event.preventDefault();
                        event.stopPropagation();
                        saveWidth(column.field, width + (event.key === 'ArrowLeft' ? -20 : 20));
                      }
                    }}
                  />
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody
          className="cms-tabular__body"
          style={{
            display: 'block',
            position: 'relative',
            height: count * ROW_HEIGHT,
            width: totalWidth,
          }}
        >
          {rows}
        </tbody>
      </table>
    </section>
  );
}
