import {
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { FileRow } from '../../api/files.js';
import { useT } from '../../i18n/use-t.js';
import type { RowSource } from '../../layouts/registry.js';

// The file cards as a windowed grid: only the rows of cards in view (plus a few either side) are in
// the DOM, so a library of 10,000 files scrolls with a few dozen cards. Once the number of files
// is known the grid is as tall as all of them and asks for the pages its window shows, so a jump
// to the middle does not load every page before it. Cards have one height (the CSS fixes the
// text block), which makes the window arithmetic.

interface FileGridProps {
  /** The unbroken run of files from the first (until the count is known). */
  items: readonly FileRow[];
  /** Files by index once the count is known. */
  rows: RowSource | null;
  /** The library's scrolling body (its size changes move the window too). */
  scroller: RefObject<HTMLElement | null>;
  label: string;
  card(file: FileRow): ReactNode;
}

/** Rows of cards rendered beyond the viewport, above and below. */
const MARGIN_ROWS = 2;
/** Cards rendered before the grid could be measured. */
const FIRST_CARDS = 48;

/** The element's parent, stepping out of a shadow root to its host. */
function parentOf(node: Element): Element | null {
  if (node.parentElement) return node.parentElement;
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

interface Measure {
  columns: number;
  /** One row of cards plus the gap under it, in px. */
  pitch: number;
  gap: number;
}

export function FileGrid({ items, rows, scroller, label, card }: FileGridProps) {
  const { t } = useT();
  const list = useRef<HTMLUListElement>(null);
  const [measure, setMeasure] = useState<Measure | null>(null);
  const [view, setView] = useState({ top: 0, height: 800 });
  const count = rows ? rows.total : items.length;

  // Columns from the grid's resolved tracks, the row pitch from a card: again on every resize.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return undefined;
    const read = () => {
      const style = getComputedStyle(element);
      const columns = style.gridTemplateColumns.split(' ').filter(Boolean).length || 1;
      const gap = Number.parseFloat(style.rowGap) || 0;
      const first = element.firstElementChild as HTMLElement | null;
      if (!first || first.offsetHeight === 0) return;
      const pitch = first.offsetHeight + gap;
      setMeasure((old) =>
        old && old.columns === columns && old.pitch === pitch && old.gap === gap
          ? old
          : { columns, pitch, gap },
      );
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Which part of the grid can be seen: the window's viewport clipped by every scrolling element
  // around the grid (the library's body, a picker dialog's panel …), relative to the grid's top.
  useEffect(() => {
    const element = list.current?.parentElement;
    if (!element) return undefined;
    const update = () => {
      const grid = element.getBoundingClientRect();
      let top = 0;
      let bottom = window.innerHeight;
      for (let node: Element | null = element.parentElement; node; node = parentOf(node)) {
        const overflow = getComputedStyle(node).overflowY;
        if (overflow === 'visible') continue;
        const rect = node.getBoundingClientRect();
        top = Math.max(top, rect.top);
        bottom = Math.min(bottom, rect.bottom);
      }
      setView((old) => {
        const next = { top: top - grid.top, height: Math.max(0, bottom - top) };
        return old.top === next.top && old.height === next.height ? old : next;
      });
    };
    update();
    // Scroll events do not leave a shadow root: listen where the grid lives, and on the window.
    const root = element.getRootNode() as Document | ShadowRoot;
    root.addEventListener('scroll', update, { capture: true, passive: true });
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    const observer = new ResizeObserver(update);
    if (scroller.current) observer.observe(scroller.current);
    observer.observe(element);
    return () => {
      root.removeEventListener('scroll', update, { capture: true });
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer.disconnect();
    };
  }, [scroller]);

  let start = 0;
  let end = Math.min(count, FIRST_CARDS);
  let height: number | undefined;
  let offset = 0;
  if (measure) {
    const totalRows = Math.ceil(count / measure.columns);
    const firstRow = Math.max(0, Math.floor(view.top / measure.pitch) - MARGIN_ROWS);
    const lastRow = Math.min(
      totalRows,
      Math.ceil((view.top + view.height) / measure.pitch) + MARGIN_ROWS,
    );
    start = Math.min(count, firstRow * measure.columns);
    end = Math.min(count, Math.max(start, lastRow * measure.columns));
    height = Math.max(0, totalRows * measure.pitch - measure.gap);
    offset = firstRow * measure.pitch;
  }

  useEffect(() => {
    if (end > start) rows?.want(start, end);
  }, [rows, start, end]);

  const cards: ReactNode[] = [];
  for (let index = start; index < end; index += 1) {
    const file = (rows ? rows.at(index) : items[index]) as FileRow | undefined;
    cards.push(
      file ? (
        card(file)
      ) : (
        <li
          key={`pending-${index}`}
          className="cms-file-card cms-file-card--pending"
          aria-hidden="true"
        >
          <span className="cms-file-card__preview" />
          <span className="cms-file-card__text">
            <span className="cms-file-card__title">{t('files.loading_card')}</span>
          </span>
        </li>
      ),
    );
  }

  return (
    <div className="cms-file-grid-window" style={{ height }}>
      <ul
        ref={list}
        className="cms-file-grid"
        aria-label={label}
        style={measure ? { transform: `translateY(${offset}px)` } : undefined}
      >
        {cards}
      </ul>
    </div>
  );
}
