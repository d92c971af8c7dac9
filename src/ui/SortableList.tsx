import {
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Icon } from './Icon.js';
import css from './sortable-list.css';
import { registerBaseStyles } from './styles.js';
import './register.js';
import { inlineStep } from './reading-direction.js';

registerBaseStyles(css);

// A list the user puts in order: drag a row with the mouse, or focus a row's grip button and move
// it with the arrow keys (Home and End: to the first or last place). Each move is announced in a
// polite live region. The list knows nothing of what it lists: the owner renders each row (placing
// the grip it is given) and applies `onMove`.

interface SortableListProps<T> {
  items: readonly T[];
  keyOf(item: T): string;
  /** The item's name in the grip's label and the announcements. */
  labelOf(item: T): string;
  /** A row's content; `grip` is the move handle to place in it. */
  renderItem(item: T, grip: ReactNode, index: number): ReactNode;
  /** Moves the item at `from` to `to` (indexes of the list before the move). */
  onMove(from: number, to: number): void;
  /** The grip's accessible name, e.g. "Move Title". */
  gripLabel(label: string): string;
  /** What the live region says after a move, e.g. "Title moved to position 3 of 7". */
  movedMessage(label: string, position: number, count: number): string;
  /** How to move rows (linked to each grip), e.g. "Drag, or use the arrow keys on the handle". */
  hint?: string;
  /** The list's accessible name. */
  label?: string;
  disabled?: boolean;
  className?: string;
  /**
   * Parts of a row a press there never drags from (a selector; form controls always), so text in
   * an open row can be selected with the mouse: e.g. a repeater row's fields.
   */
  noDragFrom?: string;
}

/** Where a press never starts a row drag: text is selected there instead. */
const EDITABLE = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

export function SortableList<T>({
  items,
  keyOf,
  labelOf,
  renderItem,
  onMove,
  gripLabel,
  movedMessage,
  hint,
  label,
  disabled = false,
  className,
  noDragFrom,
}: SortableListProps<T>) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLUListElement>(null);
  // dragstart names the row, not what was pressed: the press is remembered to tell them apart.
  const pressedOnText = useRef(false);
  const textSelector = noDragFrom ? `${EDITABLE}, ${noDragFrom}` : EDITABLE;
  const hintId = useId();
  // The key whose grip keeps the focus after a keyboard move (its row may be re-created).
  const focusKey = useRef<string | null>(null);

  useEffect(() => {
    const key = focusKey.current;
    if (key === null) return;
    focusKey.current = null;
    const grip = list.current?.querySelector<HTMLButtonElement>(
      `[data-sortable-key="${CSS.escape(key)}"] .cms-sortable__grip`,
    );
    if (grip && grip !== (grip.getRootNode() as Document | ShadowRoot).activeElement) grip.focus();
  });

  const move = (from: number, to: number) => {
    const item = items[from];
    if (item === undefined || to < 0 || to >= items.length || from === to) return;
    onMove(from, to);
    setAnnouncement(movedMessage(labelOf(item), to + 1, items.length));
  };

  const onGripKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const along = inlineStep(event.key, event.currentTarget);
    const targets: Record<string, number> = {
      ArrowUp: index - 1,
      ArrowDown: index + 1,
      Home: 0,
      End: items.length - 1,
    };
    const to = along !== 0 ? index + along : targets[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const item = items[index];
    if (item !== undefined) focusKey.current = keyOf(item);
    move(index, to);
  };

  const endDrag = () => {
    setDragging(null);
    setOver(null);
  };
  const onDrop = (event: DragEvent<HTMLLIElement>, index: number) => {
    event.preventDefault();
    if (dragging !== null) move(dragging, index);
    endDrag();
  };

  const sortable = !disabled && items.length > 1;
  return (
    <>
      <ul
        ref={list}
        className={['cms-sortable', className].filter(Boolean).join(' ')}
        aria-label={label}
        onPointerDownCapture={(event) => {
          pressedOnText.current =
            event.target instanceof Element && event.target.closest(textSelector) !== null;
        }}
      >
        {items.map((item, index) => {
          const key = keyOf(item);
          const grip = sortable ? (
            <button
              type="button"
              className="cms-sortable__grip"
              aria-label={gripLabel(labelOf(item))}
              aria-describedby={hint ? hintId : undefined}
              onKeyDown={(event) => onGripKey(event, index)}
            >
              <Icon name="drag_handle" size={18} />
            </button>
          ) : null;
          return (
            <li
              key={key}
              data-sortable-key={key}
              className="cms-sortable__item"
              data-dragging={dragging === index || undefined}
              data-drop-target={(over === index && dragging !== index) || undefined}
              data-drop-side={
                over === index && dragging !== null && dragging !== index
                  ? dragging < index
                    ? 'after'
                    : 'before'
                  : undefined
              }
              draggable={sortable}
              onDragStart={
                sortable
                  ? (event) => {
                      if (pressedOnText.current) {
                        event.preventDefault();
                        return;
                      }
                      event.dataTransfer.effectAllowed = 'move';
                      event.dataTransfer.setData('text/plain', key);
                      setDragging(index);
                    }
                  : undefined
              }
              onDragOver={
                sortable && dragging !== null
                  ? (event) => {
                      event.preventDefault();
                      event.dataTransfer.dropEffect = 'move';
                      if (over !== index) setOver(index);
                    }
                  : undefined
              }
              onDrop={sortable ? (event) => onDrop(event, index) : undefined}
              onDragEnd={endDrag}
            >
              {renderItem(item, grip, index)}
            </li>
          );
        })}
      </ul>
      {sortable && hint ? (
        <p id={hintId} className="cms-sortable__hint">
          {hint}
        </p>
      ) : null}
      <p className="cms-visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
