import { type ReactNode, type RefObject, useRef } from 'react';
import { type Placement, useAnchoredPopup } from './anchored-position.js';
import './register.js';

interface PopoverProps {
  id?: string;
  /** The element it is placed next to. */
  anchor: RefObject<Element | null>;
  placement?: Placement;
  /** `dialog` for a card with controls (the default); `tooltip` for a description. */
  role?: 'dialog' | 'tooltip';
  'aria-label'?: string;
  className?: string;
  children: ReactNode;
}

/**
 * An anchored card in the top layer (`popover="manual"`: its owner decides when it shows, by
 * rendering it, and when it goes). Inside the shadow root, so the shared styles apply; the
 * sidebar's or table's scrolling cannot clip it.
 */
export function Popover({
  id,
  anchor,
  placement = 'bottom-start',
  role = 'dialog',
  className,
  children,
  ...aria
}: PopoverProps) {
  const ref = useRef<HTMLDivElement>(null);
  useAnchoredPopup(anchor, ref, true, { placement });
  return (
    <div
      ref={ref}
      id={id}
      popover="manual"
      role={role}
      className={['cms-popover', className].filter(Boolean).join(' ')}
      {...aria}
    >
      {children}
    </div>
  );
}
