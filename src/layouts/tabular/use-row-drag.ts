import { type KeyboardEvent, type PointerEvent, type RefObject, useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import { dropIndex, type RowMove } from './row-drag.js';

// Moving rows of the manual sort: by the pointer (the row follows it, the others make room) or by
// the keyboard on the row's handle (Space picks up, ArrowUp/ArrowDown move, Space drops, Escape
// puts back; arrows alone move at once). Each step is announced through a live region.

export interface RowDragState extends RowMove {
  /** Pointer offset from the row's own place, in px; null for a keyboard move. */
  offset: number | null;
}

export interface RowDrag {
  state: RowDragState | null;
  /** What the live region says (the last step of a move). */
  announcement: string;
  onPointerDown(event: PointerEvent<HTMLElement>, index: number): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>, index: number): void;
  /** Focus left the handle: a keyboard move in progress is put back. */
  onBlur(): void;
}

interface RowDragOptions {
  /** The scrolling box: a drag near its top or bottom edge scrolls it. */
  scroller: RefObject<HTMLElement | null>;
  count: number;
  rowHeight: number;
  /** The row's name for announcements. */
  labelOf(index: number): string;
  move(from: number, to: number): void;
}

/** A row moved by the keyboard is re-placed in the DOM, which may take focus from its handle. */
function keepFocus(handle: HTMLElement) {
  setTimeout(() => {
    const root = handle.getRootNode() as Document | ShadowRoot;
    if (handle.isConnected && root.activeElement !== handle) handle.focus();
  });
}

/** How near the scroller's edge (px) a dragged row starts scrolling it. */
const EDGE = 48;

export function useRowDrag({ scroller, count, rowHeight, labelOf, move }: RowDragOptions): RowDrag {
  const { t } = useT();
  const [state, setState] = useState<RowDragState | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const position = (index: number) => ({ position: index + 1, count });

  const finish = (from: number, to: number) => {
    setState(null);
    if (to !== from) move(from, to);
    setAnnouncement(t('layouts.row_moved', { item: labelOf(from), ...position(to) }));
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>, index: number) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const handle = event.currentTarget;
    handle.setPointerCapture?.(event.pointerId);
    const startY = event.clientY;
    const box = scroller.current;
    const startScroll = box?.scrollTop ?? 0;
    // The offset counts what the box scrolled meanwhile: the row stays under the pointer.
    const offsetAt = (clientY: number) => clientY - startY + (box?.scrollTop ?? 0) - startScroll;
    let to = index;
    setState({ from: index, to, offset: 0 });
    const onMove = (moveEvent: globalThis.PointerEvent) => {
      if (box) {
        const edges = box.getBoundingClientRect();
        if (moveEvent.clientY < edges.top + EDGE) box.scrollTop -= rowHeight / 2;
        else if (moveEvent.clientY > edges.bottom - EDGE) box.scrollTop += rowHeight / 2;
      }
      const offset = offsetAt(moveEvent.clientY);
      to = dropIndex(index, offset, rowHeight, count);
      setState({ from: index, to, offset });
    };
    const stop = () => {
      handle.removeEventListener('pointermove', onMove);
      handle.removeEventListener('pointerup', onUp);
      handle.removeEventListener('pointercancel', onCancel);
    };
    const onUp = (upEvent: globalThis.PointerEvent) => {
      stop();
      finish(index, dropIndex(index, offsetAt(upEvent.clientY), rowHeight, count));
    };
    const onCancel = () => {
      stop();
      setState(null);
    };
    handle.addEventListener('pointermove', onMove);
    handle.addEventListener('pointerup', onUp);
    handle.addEventListener('pointercancel', onCancel);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const carrying = state !== null && state.offset === null && state.from === index;
    const step = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
    if (step !== 0) {
      event.preventDefault();
      if (!carrying) {
        const to = Math.max(0, Math.min(count - 1, index + step));
        if (to !== index) finish(index, to);
        keepFocus(event.currentTarget);
        return;
      }
      const to = Math.max(0, Math.min(count - 1, state.to + step));
      setState({ ...state, to });
      setAnnouncement(t('layouts.row_position', { item: labelOf(index), ...position(to) }));
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (carrying) {
        finish(index, state.to);
        keepFocus(event.currentTarget);
      } else {
        setState({ from: index, to: index, offset: null });
        setAnnouncement(t('layouts.row_picked_up', { item: labelOf(index), ...position(index) }));
      }
    } else if (event.key === 'Escape' && carrying) {
      event.preventDefault();
      event.stopPropagation();
      setState(null);
      setAnnouncement(
        t('layouts.row_move_cancelled', { item: labelOf(index), ...position(index) }),
      );
    }
  };

  const onBlur = () => {
    if (state && state.offset === null) setState(null);
  };

  return { state, announcement, onPointerDown, onKeyDown, onBlur };
}
