// The slider's range (v8 options `minimum` 0, `maximum` 100, `step` 1; spec 3 §9) and a stored
// value placed on it.

export interface SliderRange {
  min: number;
  max: number;
  step: number;
}

function numberOr(value: unknown, fallback: number): number {
  if (value === null || value === undefined || value === '') return fallback;
  const number = Number(value);
  return Number.isFinite(number) ? number : fallback;
}

/** The range of the options; a maximum below the minimum is swapped, a step ≤ 0 becomes 1. */
export function sliderRange(options: Record<string, unknown>): SliderRange {
  const min = numberOr(options.minimum, 0);
  const max = numberOr(options.maximum, 100);
  const step = numberOr(options.step, 1);
  return {
    min: Math.min(min, max),
    max: Math.max(min, max),
    step: step > 0 ? step : 1,
  };
}

/** The stored value as a number, or null when there is none. */
export function sliderValue(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** Where `value` lies on the range, 0 to 100 (the filled part of the track). */
export function percentOf(value: number, range: SliderRange): number {
  if (range.max === range.min) return 100;
  return Math.min(100, Math.max(0, ((value - range.min) / (range.max - range.min)) * 100));
}

/** The value with its unit, as the readout and the screen reader say it. */
export function withUnit(value: number, unit: unknown): string {
  return typeof unit === 'string' && unit.trim() !== '' ? `${value} ${unit.trim()}` : String(value);
}
