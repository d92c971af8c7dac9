import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { setUnsavedEdits } from '../state/edits.js';
import { hasEdits, mergeValues, stageValue, unstage, type Values } from './staging.js';

export interface EditSession {
  saved: Values;
  edits: Values;
  /** Saved values with the edits on top. */
  values: Values;
  dirty: boolean;
  /** `equal` decides "same as saved" (relational fields compare keys). */
  stage(field: string, value: unknown, equal?: (a: unknown, b: unknown) => boolean): void;
  undo(field: string): void;
  /** After a load or a save: new saved values, no edits. */
  reset(saved: Values): void;
  /** Read synchronously by the leave check (state updates land a render later). */
  isDirty(): boolean;
}

/**
 * The item form's edit session. `setUnsavedEdits` mirrors whether anything is staged (the
 * sign-out dialog reads it); it is cleared when the form goes away.
 */
export function useEditSession(initial: Values): EditSession {
  const [state, setState] = useState({ saved: initial, edits: {} as Values });
  const editsRef = useRef(state.edits);
  editsRef.current = state.edits;
  const dirty = hasEdits(state.edits);

  useEffect(() => setUnsavedEdits(dirty), [dirty]);
  useEffect(() => () => setUnsavedEdits(false), []);

  const stage = useCallback(
    (field: string, value: unknown, equal?: (a: unknown, b: unknown) => boolean) => {
      setState((current) => {
        const edits = stageValue(current.saved, current.edits, field, value, equal);
        editsRef.current = edits;
        return { ...current, edits };
      });
    },
    [],
  );
  const undo = useCallback((field: string) => {
    setState((current) => {
      const edits = unstage(current.edits, field);
      editsRef.current = edits;
      return { ...current, edits };
    });
  }, []);
  const reset = useCallback((saved: Values) => {
    editsRef.current = {};
    setUnsavedEdits(false);
    setState({ saved, edits: {} });
  }, []);
  const isDirty = useCallback(() => hasEdits(editsRef.current), []);

  const values = useMemo(() => mergeValues(state.saved, state.edits), [state]);
  return { saved: state.saved, edits: state.edits, values, dirty, stage, undo, reset, isDirty };
}
