import { useCallback, useMemo, useState } from 'react';
import { valuesEqual } from './values-equal.js';

// The validation messages shown under the form's fields (spec 2 §4, §8): from the check before a
// save and from the server's answer. A message stays until its field is changed, or the next save.

interface Reported {
  byField: Readonly<Record<string, string>>;
  /** The values the messages were about: a field whose value differs now shows none. */
  values: Readonly<Record<string, unknown>>;
  /** Bumped per report, so the form moves focus to the first field once per report. */
  round: number;
}

export interface FieldProblems {
  /** The messages to show now, by field name. */
  shown: Record<string, string>;
  /** Changes each time messages are reported (the form then focuses the first field named). */
  round: number;
  report(byField: Record<string, string>, values: Record<string, unknown>): void;
  clear(): void;
}

const NONE: Reported = { byField: {}, values: {}, round: 0 };

export function useFieldProblems(values: Record<string, unknown>): FieldProblems {
  const [reported, setReported] = useState<Reported>(NONE);
  const shown = useMemo(() => {
    const entries = Object.entries(reported.byField).filter(([field]) =>
      valuesEqual(values[field], reported.values[field]),
    );
    return Object.fromEntries(entries);
  }, [reported, values]);
  const report = useCallback(
    (byField: Record<string, string>, at: Record<string, unknown>) =>
      setReported((current) => ({ byField, values: at, round: current.round + 1 })),
    [],
  );
  const clear = useCallback(
    () => setReported((current) => ({ ...NONE, round: current.round })),
    [],
  );
  return { shown, round: reported.round, report, clear };
}
