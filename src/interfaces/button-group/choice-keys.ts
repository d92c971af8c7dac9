// The keys of a group of choices drawn as one radio group (button-group, rating): the arrow keys
// move to the next or previous choice (right means next only in left-to-right text), Home and End
// to the first and last. The group handles them itself so that every browser behaves the same.

const NEXT_KEYS = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'ArrowLeft']);

export interface ChoiceKeyContext {
  /** The chosen index, or -1 when nothing is chosen. */
  current: number;
  count: number;
  rtl: boolean;
  /** Past the last choice comes the first again (a radio group); a scale stops at its ends. */
  wrap: boolean;
}

/** The index a key moves to, or null when the key is not one of the group's. */
export function choiceKeyTarget(key: string, context: ChoiceKeyContext): number | null {
  const { current, count, rtl, wrap } = context;
  if (count === 0) return null;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  let step = NEXT_KEYS.has(key) ? 1 : PREVIOUS_KEYS.has(key) ? -1 : 0;
  if (step === 0) return null;
  if (rtl && (key === 'ArrowLeft' || key === 'ArrowRight')) step = -step;
  if (current < 0) return step > 0 ? 0 : count - 1;
  const next = current + step;
  if (wrap) return (next + count) % count;
  return Math.max(0, Math.min(count - 1, next));
}
