import type { MouseEvent, ReactNode } from 'react';
import type { FieldInfo } from '../../api/types.js';
import { useT } from '../../i18n/use-t.js';
import { Link } from '../../router/Link.js';
import { DisplayValue } from '../DisplayValue.js';
import { type ColumnWidths, cellStyle } from './column-widths.js';

type Row = Record<string, unknown>;

interface TableRowProps {
  item: Row;
  itemKey: string | number;
  index: number;
  /** Where the row is drawn, in px from the top of the body. */
  top: number;
  columns: readonly FieldInfo[];
  widths: ColumnWidths;
  selected: boolean;
  onToggle(): void;
  href: string;
  onOpen(): void;
  /** The manual-sort column's content: the grip in manual mode, empty otherwise; none without. */
  handle?: ReactNode;
  /** The row is being moved: drawn above the others, without sliding. */
  moving?: boolean;
}

/** One item's row: checkbox, its values, the first one a link to the item; a click opens it too. */
export function TableRow({
  item,
  itemKey,
  index,
  top,
  columns,
  widths,
  selected,
  onToggle,
  href,
  onOpen,
  handle,
  moving = false,
}: TableRowProps) {
  const { t } = useT();
  const key = String(itemKey);
  const onClick = (event: MouseEvent<HTMLTableRowElement>) => {
    // Clicks on the checkbox, the link or a button are theirs; the rest of the row opens the item.
    if ((event.target as HTMLElement).closest('input, a, button')) return;
    onOpen();
  };
  const classes = ['cms-tabular__row'];
  if (selected) classes.push('cms-tabular__row--selected');
  if (moving) classes.push('cms-tabular__row--moving');
  return (
    // The row's click opens the item; its link is the keyboard's way there.
    <tr
      aria-rowindex={index + 2}
      aria-selected={selected}
      className={classes.join(' ')}
      style={{ top }}
      onClick={onClick}
    >
      {handle !== undefined ? (
        <td className="cms-tabular__cell cms-tabular__handle-cell">{handle}</td>
      ) : null}
      <td className="cms-tabular__cell cms-tabular__select">
        <input
          type="checkbox"
          checked={selected}
          onChange={onToggle}
          aria-label={t('layouts.select_row', { key })}
        />
      </td>
      {columns.map((column, columnIndex) => {
        const value = item[column.field];
        return (
          <td
            key={column.field}
            data-field={column.field}
            className="cms-tabular__cell"
            style={cellStyle(widths, column.field)}
          >
            {columnIndex === 0 ? (
              <Link to={href} className="cms-tabular__link">
                <DisplayValue field={column} value={value} />
                {value === null || value === undefined ? (
                  <span className="cms-visually-hidden">{t('layouts.open_item', { key })}</span>
                ) : null}
              </Link>
            ) : (
              <DisplayValue field={column} value={value} />
            )}
          </td>
        );
      })}
    </tr>
  );
}

/** A row whose page is on its way: it holds the place, so the scroll position stays put. */
export function PendingRow({ index, top }: { index: number; top: number }) {
  const { t } = useT();
  return (
    <tr
      aria-rowindex={index + 2}
      aria-busy="true"
      className="cms-tabular__row cms-tabular__row--pending"
      style={{ top }}
    >
      <td className="cms-tabular__cell cms-tabular__cell--pending">
        <span className="cms-visually-hidden">{t('app.loading')}</span>
      </td>
    </tr>
  );
}
