import { useRef, useState } from 'react';
import { valuesEqual } from '../../form/values-equal.js';
import {
  parseRepeaterValue,
  type RepeaterRow,
  type RepeaterStructure,
  repeaterValue,
} from './repeater-value.js';

// The repeater's rows as the user edits them. Each row keeps a stable key (for React, the grip's
// focus and the open/closed state) while the user edits; the value the form hands back after our
// own change is recognised as ours, and only a value from outside (undo, reset, another load)
// reads the rows afresh.

export interface KeyedRow {
  key: string;
  data: RepeaterRow;
}

interface RowsState {
  /** The value the rows were read from or last written as. */
  source: unknown;
  rows: KeyedRow[];
  /** The stored value is text (a setting): it is written back as text. */
  asText: boolean;
  /** The stored value cannot be read as rows: shown as it is, kept until the user edits. */
  unreadable: string | null;
  /** The value last read from outside, and its rows: edits that come back to them write it as it was. */
  readFrom: unknown;
  readRows: unknown;
}

export function useRepeaterRows(
  value: unknown,
  structure: RepeaterStructure,
  onChange: (value: unknown) => void,
) {
  const counter = useRef(0);
  const nextKey = () => {
    counter.current += 1;
    return `row-${counter.current}`;
  };
  const structured = (rows: readonly KeyedRow[]) =>
    repeaterValue(
      rows.map((row) => row.data),
      structure,
      false,
    );

  const read = (from: unknown): RowsState => {
    const parsed = parseRepeaterValue(from, structure);
    const rows = parsed.ok ? parsed.rows.map((data) => ({ key: nextKey(), data })) : [];
    return {
      source: from,
      rows,
      asText: parsed.ok ? parsed.asText : typeof from === 'string',
      unreadable: parsed.ok ? null : parsed.raw,
      readFrom: from,
      readRows: parsed.ok ? structured(rows) : undefined,
    };
  };
  const [state, setState] = useState<RowsState>(() => read(value));
  let current = state;
  if (state.source !== value && !valuesEqual(state.source, value)) {
    current = read(value);
    setState(current);
  }

  const write = (rows: KeyedRow[]) => {
    // Rows edited back to what was read write the value read, so the form unstages the field
    // (stored JSON text may be spaced or ordered differently from ours).
    const next = valuesEqual(structured(rows), current.readRows)
      ? current.readFrom
      : repeaterValue(
          rows.map((row) => row.data),
          structure,
          current.asText,
        );
    setState({ ...current, source: next, rows, unreadable: null });
    onChange(next);
  };

  return { ...current, write, nextKey };
}
