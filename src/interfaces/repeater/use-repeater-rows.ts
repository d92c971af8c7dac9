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
  const read = (from: unknown): RowsState => {
    const parsed = parseRepeaterValue(from, structure);
    return parsed.ok
      ? {
          source: from,
          rows: parsed.rows.map((data) => ({ key: nextKey(), data })),
          asText: parsed.asText,
          unreadable: null,
        }
      : { source: from, rows: [], asText: typeof from === 'string', unreadable: parsed.raw };
  };
  const [state, setState] = useState<RowsState>(() => read(value));
  let current = state;
  if (state.source !== value && !valuesEqual(state.source, value)) {
    current = read(value);
    setState(current);
  }

  const write = (rows: KeyedRow[]) => {
    const next = repeaterValue(
      rows.map((row) => row.data),
      structure,
      current.asText,
    );
    setState({ source: next, rows, asText: current.asText, unreadable: null });
    onChange(next);
  };

  return { ...current, write, nextKey };
}
