// The stored value, as v8 stores it: `{ "lat": number, "lng": number }` or null. Anything else a
// field may hold (a string, other JSON) is kept as it is until the user sets a location.

export interface MapPoint {
  lat: number;
  lng: number;
}

export type StoredLocation =
  | { kind: 'empty' }
  | { kind: 'point'; point: MapPoint }
  | { kind: 'invalid' };

export const isLatitude = (value: number) => Number.isFinite(value) && value >= -90 && value <= 90;
export const isLongitude = (value: number) =>
  Number.isFinite(value) && value >= -180 && value <= 180;

function pointIn(value: unknown): MapPoint | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { lat, lng } = value as Record<string, unknown>;
  return typeof lat === 'number' && typeof lng === 'number' && isLatitude(lat) && isLongitude(lng)
    ? { lat, lng }
    : null;
}

/** What a stored value means. A JSON string of a location (some drivers return JSON as text) is one. */
export function readLocation(value: unknown): StoredLocation {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  let candidate = value;
  if (typeof value === 'string') {
    try {
      candidate = JSON.parse(value);
    } catch {
      return { kind: 'invalid' };
    }
  }
  const point = pointIn(candidate);
  return point ? { kind: 'point', point } : { kind: 'invalid' };
}

/** Six decimals (about 10 cm) are more than a map click can mean; the rest is noise. */
const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;

export function pointAt(lat: number, lng: number): MapPoint {
  return { lat: roundCoordinate(lat), lng: roundCoordinate(lng) };
}

export const samePoint = (a: MapPoint | null, b: MapPoint | null) =>
  a === b || (a !== null && b !== null && a.lat === b.lat && a.lng === b.lng);
