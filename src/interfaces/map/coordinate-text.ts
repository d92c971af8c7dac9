import { isLatitude, isLongitude } from './map-value.js';

// The latitude and longitude boxes: what a typed text means. A decimal comma is read as a point,
// so "40,7" works as typed in most of Europe.

export type Axis = 'lat' | 'lng';

export type CoordinateReading =
  | { kind: 'empty' }
  | { kind: 'number'; value: number }
  | { kind: 'out-of-range' }
  | { kind: 'not-a-number' };

const DECIMAL = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

export function readCoordinate(text: string, axis: Axis): CoordinateReading {
  const trimmed = text.trim().replace(/^\u2212/, '-');
  if (trimmed === '') return { kind: 'empty' };
  if (!DECIMAL.test(trimmed)) return { kind: 'not-a-number' };
  const value = Number(trimmed.replace(',', '.'));
  const inRange = axis === 'lat' ? isLatitude(value) : isLongitude(value);
  return inRange ? { kind: 'number', value } : { kind: 'out-of-range' };
}

/** A coordinate as the boxes show it: plain digits with a point, as typed and as copied. */
export const coordinateText = (value: number) => String(value);
