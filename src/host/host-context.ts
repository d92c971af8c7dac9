import { createContext, useContext } from 'react';

/** The custom element a React tree renders for: events are dispatched from it. */
export const HostContext = createContext<HTMLElement | null>(null);

export function useHost(): HTMLElement | null {
  return useContext(HostContext);
}

/**
 * r2wc hands each component its render container: the shadow root for our elements. The host
 * element is what the page sees, so events start there.
 */
export function hostOf(container: Node | null | undefined): HTMLElement | null {
  if (!container) return null;
  if (container instanceof ShadowRoot) return container.host as HTMLElement;
  return container instanceof HTMLElement ? container : null;
}
