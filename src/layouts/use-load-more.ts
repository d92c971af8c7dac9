// Reading in order (table, cards, timeline): asks for the next page whenever the end of the
// scrolling element is near (spec 2 §9: within 500 px, see nearEnd), after a scroll and after rows
// arrive (a short first page may not fill the viewport). One request per set of rows: a second
// scroll event before the next page arrives must not ask again (a new page or a new query brings
// a new array).
import { type RefObject, useEffect, useRef } from 'react';
import type { LayoutProps } from './registry.js';
import { nearEnd } from './tabular/virtual-window.js';

type Paging = Pick<LayoutProps, 'items' | 'hasMore' | 'loading' | 'loadMore'>;

/** Returns the check to run on the element's scroll events; `off` stops asking (sparse rows). */
export function useLoadMore(
  scroller: RefObject<HTMLElement | null>,
  { items, hasMore, loading, loadMore }: Paging,
  off = false,
): () => void {
  const askedFor = useRef<Paging['items'] | null>(null);
  const checkMore = () => {
    const element = scroller.current;
    if (off || !element || !hasMore || loading || askedFor.current === items) return;
    if (nearEnd(element.scrollTop, element.clientHeight, element.scrollHeight)) {
      askedFor.current = items;
      loadMore();
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checked when the rows or paging change
  useEffect(checkMore, [items, hasMore, loading]);
  return checkMore;
}
