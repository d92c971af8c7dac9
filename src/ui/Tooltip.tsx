import {
  cloneElement,
  type KeyboardEvent,
  type ReactElement,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { type Placement, useAnchoredPopup } from './anchored-position.js';
import { registerBaseStyles } from './styles.js';
import css from './tooltip.css';
import './register.js';

registerBaseStyles(css);

/** Spec 2 §9: header tooltips show after 750 ms, others after 1500 ms; all hide after 100 ms. */
export const TOOLTIP_HEADER_DELAY_MS = 750;
export const TOOLTIP_DELAY_MS = 1500;
export const TOOLTIP_HIDE_MS = 100;

interface TooltipProps {
  text: string;
  /** A tooltip of the page header (shorter delay). */
  header?: boolean;
  placement?: Placement;
  /**
   * The text describes the control (`aria-describedby`, the default). False when the text only
   * repeats the control's own name (an icon button's aria-label): then it is visual only.
   */
  describes?: boolean;
  /** One element (a button, a link, a menu button). */
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

/**
 * A description shown next to a control (WAI-ARIA APG "Tooltip"): after resting the pointer on it,
 * or at once when it takes keyboard focus; Escape hides it. The text is always in the DOM (hidden
 * until shown) so `aria-describedby` gives it to screen readers without waiting.
 */
export function Tooltip({
  text,
  header = false,
  placement = 'top-start',
  describes = true,
  children,
}: TooltipProps) {
  const id = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  const anchor = useRef<Element | null>(null);
  const tip = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** A pointer is pressing the control: the focus that follows is not keyboard focus. */
  const pressed = useRef(false);

  anchor.current = wrapper.current?.firstElementChild ?? null;
  useAnchoredPopup(anchor, tip, open, { placement, gap: 6 });
  useEffect(() => () => clearTimeout(timer.current), []);
  // Hidden again: out of the top layer.
  useEffect(() => {
    if (!open && tip.current?.matches(':popover-open')) tip.current.hidePopover();
  }, [open]);

  // Not over the control's own popup (an open menu or list).
  const popupOpen = () =>
    anchor.current?.matches('[aria-expanded="true"], :has([aria-expanded="true"])') ?? false;
  const later = (next: boolean, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next && !popupOpen()), ms);
  };
  const showNow = () => {
    clearTimeout(timer.current);
    setOpen(!popupOpen());
  };
  const hideNow = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) return;
    // Only the tooltip goes, not a dialog around it. Other keys use the control: out of the way.
    if (event.key === 'Escape') event.stopPropagation();
    hideNow();
  };

  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer and focus of the control inside show the tooltip
    <span
      ref={wrapper}
      className="cms-tooltip-anchor"
      onPointerEnter={() => later(true, header ? TOOLTIP_HEADER_DELAY_MS : TOOLTIP_DELAY_MS)}
      onPointerLeave={() => later(false, TOOLTIP_HIDE_MS)}
      onFocus={() => {
        // Keyboard focus shows it; focus from a click does not.
        if (!pressed.current) showNow();
        pressed.current = false;
      }}
      onBlur={() => later(false, TOOLTIP_HIDE_MS)}
      onPointerDown={() => {
        pressed.current = true;
        hideNow();
      }}
      onKeyDown={onKeyDown}
    >
      {describes ? cloneElement(children, { 'aria-describedby': describedBy }) : children}
      <div
        ref={tip}
        id={id}
        popover="manual"
        role="tooltip"
        aria-hidden={describes ? undefined : true}
        className="cms-tooltip"
      >
        {text}
      </div>
    </span>
  );
}
