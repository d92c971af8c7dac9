import { useT } from '../../i18n/use-t.js';
import type { RowDrag } from './use-row-drag.js';

interface RowDragHandleProps {
  index: number;
  itemKey: string | number;
  label: string;
  drag: RowDrag;
}

/** The grip of a row in manual-sort mode: the pointer drags it, the keyboard carries it. */
export function RowDragHandle({ index, itemKey, label, drag }: RowDragHandleProps) {
  const { t } = useT();
  const carried = drag.state?.from === index;
  return (
    <button
      type="button"
      className="cms-tabular__handle cms-tabular__grip"
      data-item-key={String(itemKey)}
      aria-label={t('layouts.move_item', { key: String(itemKey), item: label })}
      aria-pressed={carried && drag.state?.offset === null ? true : undefined}
      onPointerDown={(event) => drag.onPointerDown(event, index)}
      onKeyDown={(event) => drag.onKeyDown(event, index)}
      onBlur={drag.onBlur}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
}
