import type { KeyboardEvent, PointerEvent } from 'react';
import { useT } from '../../i18n/use-t.js';
import { isRightToLeft } from '../../ui/reading-direction.js';
import type { ColumnWidths } from './column-widths.js';

/** Keyboard resize step, in px. */
const STEP = 20;

interface ColumnResizeHandleProps {
  field: string;
  label: string;
  widths: ColumnWidths;
}

/** The header cell's edge: drag it, or focus it and press ArrowLeft/ArrowRight. */
export function ColumnResizeHandle({ field, label, widths }: ColumnResizeHandleProps) {
  const { t } = useT();
  // A column that shares the spare room is wider than its own width: resizing starts from what
  // the user sees.
  const shownWidth = (handle: HTMLElement) =>
    handle.parentElement?.getBoundingClientRect().width || widths.widthOf(field);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const handle = event.currentTarget;
    handle.setPointerCapture?.(event.pointerId);
    const startX = event.clientX;
    const startWidth = shownWidth(handle);
    // The handle is on the column's end edge: its left side in a right-to-left language.
    const growth = isRightToLeft(handle) ? -1 : 1;
    let latest = startWidth;
    const move = (moveEvent: globalThis.PointerEvent) => {
      latest = startWidth + (moveEvent.clientX - startX) * growth;
      widths.preview(field, latest);
    };
    const up = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', up);
      handle.removeEventListener('pointercancel', up);
      if (latest !== startWidth) widths.save(field, latest);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', up);
    handle.addEventListener('pointercancel', up);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    event.stopPropagation();
    // The arrow pointing away from the column widens it, whichever way the language reads.
    const outward = isRightToLeft(event.currentTarget) ? 'ArrowLeft' : 'ArrowRight';
    const step = event.key === outward ? STEP : -STEP;
    widths.save(field, shownWidth(event.currentTarget) + step);
  };

  return (
    <button
      type="button"
      aria-label={t('layouts.resize_column', { field: label })}
      className="cms-tabular__resize"
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    />
  );
}
