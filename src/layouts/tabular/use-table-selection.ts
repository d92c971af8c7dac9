import { type KeyboardEvent, useMemo } from 'react';

type Key = string | number;
type Row = Record<string, unknown>;

/** Whether mod+a should select rows rather than the text of a field the user is typing in. */
function isTextTarget(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return (
    !!element &&
    (element.tagName === 'INPUT' || element.tagName === 'TEXTAREA' || element.isContentEditable) &&
    (element as HTMLInputElement).type !== 'checkbox'
  );
}

export interface TableSelection {
  isSelected(key: Key): boolean;
  allSelected: boolean;
  toggle(key: Key): void;
  toggleAll(): void;
  /** mod+a on the table selects every row in memory. */
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

/** Checkbox selection of the table's rows (spec 2 §9: select all with mod+a). */
export function useTableSelection(
  selection: readonly Key[],
  onSelectionChange: (selection: Key[]) => void,
  loadedRows: readonly Row[],
  keyOf: (item: Row) => Key,
): TableSelection {
  const selected = useMemo(() => new Set(selection.map(String)), [selection]);
  const allSelected = loadedRows.length > 0 && selected.size >= loadedRows.length;
  const everyKey = () => loadedRows.map(keyOf);
  return {
    isSelected: (key) => selected.has(String(key)),
    allSelected,
    toggle: (key) =>
      onSelectionChange(
        selected.has(String(key))
          ? selection.filter((entry) => String(entry) !== String(key))
          : [...selection, key],
      ),
    toggleAll: () => onSelectionChange(allSelected ? [] : everyKey()),
    onKeyDown(event) {
      if (!(event.metaKey || event.ctrlKey) || event.key.toLowerCase() !== 'a') return;
      if (isTextTarget(event.target)) return;
      event.preventDefault();
      onSelectionChange(everyKey());
    },
  };
}
