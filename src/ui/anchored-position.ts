import { type RefObject, useLayoutEffect } from 'react';
import css from './popup.css';
import { isRightToLeft } from './reading-direction.js';
import { registerBaseStyles } from './styles.js';

registerBaseStyles(css);

// Places a top-layer popup (`popover` attribute: fixed to the viewport, above everything, yet still
// inside the shadow root so the shared styles apply) next to the control that opened it, flipping
// to the other side when there is no room and never leaving the viewport. A few lines instead of a
// positioning library: popups here are plain boxes next to one anchor.

export type Placement = 'bottom-start' | 'bottom-end' | 'top-start' | 'top-end';

export interface AnchorOptions {
  placement?: Placement;
  /** Pixels between anchor and popup. */
  gap?: number;
  /** At least as wide as the anchor (select lists). */
  matchWidth?: boolean;
}

/** Space kept free at the viewport's edges. */
const EDGE = 8;

export function placeAnchored(
  anchor: Element,
  popup: HTMLElement,
  { placement = 'bottom-start', gap = 4, matchWidth = false }: AnchorOptions = {},
): void {
  const box = anchor.getBoundingClientRect();
  const viewportWidth = document.documentElement.clientWidth || window.innerWidth;
  const viewportHeight = window.innerHeight;
  if (matchWidth) popup.style.minWidth = `${Math.min(box.width, viewportWidth - EDGE * 2)}px`;
  popup.style.maxWidth = `${viewportWidth - EDGE * 2}px`;

  // Vertical: the preferred side, unless the popup fits only on the other one; then limit its
  // height to the room on the side chosen (its content scrolls).
  popup.style.maxHeight = '';
  const height = popup.offsetHeight;
  const below = viewportHeight - box.bottom - gap - EDGE;
  const above = box.top - gap - EDGE;
  const preferBelow = placement.startsWith('bottom');
  const downward = preferBelow
    ? height <= below || below >= above
    : !(height <= above || above >= below);
  const room = Math.max(downward ? below : above, 80);
  if (height > room) popup.style.maxHeight = `${room}px`;
  const shownHeight = Math.min(height, room);
  const top = downward ? box.bottom + gap : box.top - gap - shownHeight;

  // Horizontal: aligned to the anchor's start or end edge (the right one is the start in a
  // right-to-left language), shifted back inside the viewport.
  const width = popup.offsetWidth;
  const alignRight = placement.endsWith('end') !== isRightToLeft(anchor);
  const wanted = alignRight ? box.right - width : box.left;
  const left = Math.max(EDGE, Math.min(wanted, viewportWidth - width - EDGE));

  popup.style.top = `${Math.max(EDGE, top)}px`;
  popup.style.left = `${left}px`;
  popup.dataset.side = downward ? 'bottom' : 'top';
}

/**
 * While `open`, shows `popup` in the top layer and keeps it next to `anchor` through scrolling
 * (of any ancestor, captured) and resizing. `popover="manual"`: callers decide when it closes.
 */
export function useAnchoredPopup(
  anchor: RefObject<Element | null>,
  popup: RefObject<HTMLElement | null>,
  open: boolean,
  options: AnchorOptions = {},
  /** Changes when the popup's content does (a filtered list): it is placed again. */
  contentKey?: unknown,
): void {
  const { placement, gap, matchWidth } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: contentKey only triggers placing again
  useLayoutEffect(() => {
    const element = popup.current;
    if (!open || !element) return undefined;
    if (typeof element.showPopover === 'function' && !element.matches(':popover-open')) {
      element.showPopover();
    }
    const place = (event?: Event) => {
      // Scrolling inside the popup itself does not move it.
      if (event?.target instanceof Node && element.contains(event.target)) return;
      if (anchor.current) placeAnchored(anchor.current, element, { placement, gap, matchWidth });
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [anchor, popup, open, placement, gap, matchWidth, contentKey]);
}
