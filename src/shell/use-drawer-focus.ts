import { type RefObject, useEffect } from 'react';

// The navigation drawer of narrow screens (shell.css: below 960 px) behaves like one: opening it
// moves the focus to its first control, focus leaving it closes it, and closing it gives the
// focus back to the header's menu button, the new page's one when a link in it was followed.

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, [tabindex="0"]';
const MENU_BUTTON = '.cms-page-header__nav-toggle';
/** How long a new page's menu button may still take the focus back after the drawer closed. */
const HANDOVER_MS = 2000;

let handoverUntil = 0;

/**
 * The header's menu button calls this when it mounts: right after the drawer closed on a
 * navigation, the new page's button takes the focus the old one can no longer hold.
 */
export function claimDrawerFocus(button: HTMLElement | null): void {
  if (!button || Date.now() > handoverUntil) return;
  handoverUntil = 0;
  button.focus();
}

export function useDrawerFocus(
  shell: RefObject<HTMLElement | null>,
  drawer: RefObject<HTMLElement | null>,
  open: boolean,
  isOverlay: () => boolean,
  close: () => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the drawer opens or closes
  useEffect(() => {
    const element = drawer.current;
    const frame = shell.current;
    if (!open || !element || !frame || !isOverlay()) return;
    const root = element.getRootNode() as Document | ShadowRoot;
    const opener = root.activeElement as HTMLElement | null;
    // The module bar slides in with the navigation on the narrowest screens: it counts as inside.
    const inside = (node: Node | null) =>
      !!node &&
      (element.contains(node) || !!frame.querySelector('.cms-module-bar')?.contains(node));
    element.querySelector<HTMLElement>(FOCUSABLE)?.focus();

    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !inside(next)) close();
    };
    frame.addEventListener('focusout', onFocusOut);
    return () => {
      frame.removeEventListener('focusout', onFocusOut);
      const active = root.activeElement;
      // Focus the user put elsewhere stays there; focus in the closing drawer (or lost) goes back.
      if (active && !inside(active) && active !== document.body) return;
      // Once React is done: the button that opened it, if it is still there. A followed link
      // replaces the page (and its button) meanwhile or soon: the new button claims the focus.
      handoverUntil = Date.now() + HANDOVER_MS;
      setTimeout(() => {
        if (handoverUntil === 0) return;
        const button = opener?.isConnected ? opener : frame.querySelector<HTMLElement>(MENU_BUTTON);
        button?.focus();
      });
    };
  }, [open]);
}
