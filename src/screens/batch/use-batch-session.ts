import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldInfo } from '../../api/types.js';
import { setUnsavedEdits } from '../../state/edits.js';
import { initialBatchValue } from './batch-fields.js';

// The batch form's edit session (spec 2 §4): every field is blocked until its toggle switches it
// on; switching on starts it at its default, switching off drops its value. What is on is what the
// save sends, so an active field counts as an unsaved change even before it is typed in.

export interface BatchSession {
  /** The switched-on fields. */
  active: ReadonlySet<string>;
  /** Values of the switched-on fields. */
  values: Readonly<Record<string, unknown>>;
  dirty: boolean;
  toggle(field: FieldInfo, on: boolean): void;
  stage(field: string, value: unknown): void;
  /** After a save: nothing on, nothing to keep. */
  clear(): void;
  /** Read synchronously by the leave check (state updates land a render later). */
  isDirty(): boolean;
}

interface State {
  active: ReadonlySet<string>;
  values: Readonly<Record<string, unknown>>;
}

const EMPTY: State = { active: new Set(), values: {} };

export function useBatchSession(): BatchSession {
  const [state, setState] = useState<State>(EMPTY);
  const latest = useRef(state);
  latest.current = state;
  const dirty = state.active.size > 0;

  useEffect(() => setUnsavedEdits(dirty), [dirty]);
  useEffect(() => () => setUnsavedEdits(false), []);

  const update = useCallback((change: (current: State) => State) => {
    setState((current) => {
      const next = change(current);
      latest.current = next;
      return next;
    });
  }, []);

  const toggle = useCallback(
    (field: FieldInfo, on: boolean) =>
      update((current) => {
        if (current.active.has(field.field) === on) return current;
        const active = new Set(current.active);
        const values = { ...current.values };
        if (on) {
          active.add(field.field);
          values[field.field] = initialBatchValue(field);
        } else {
          active.delete(field.field);
          delete values[field.field];
        }
        return { active, values };
      }),
    [update],
  );

  const stage = useCallback(
    (field: string, value: unknown) =>
      update((current) =>
        current.active.has(field)
          ? { ...current, values: { ...current.values, [field]: value } }
          : current,
      ),
    [update],
  );

  const clear = useCallback(() => {
    latest.current = EMPTY;
    setUnsavedEdits(false);
    setState(EMPTY);
  }, []);

  const isDirty = useCallback(() => latest.current.active.size > 0, []);

  return { active: state.active, values: state.values, dirty, toggle, stage, clear, isDirty };
}
