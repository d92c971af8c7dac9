import { type MapPoint, pointAt } from './map-value.js';

export type MyLocation =
  | { kind: 'found'; point: MapPoint }
  /** The user or the browser refused location access. */
  | { kind: 'blocked' }
  /** No geolocation in this browser, no fix, or it took too long. */
  | { kind: 'unavailable' };

const PERMISSION_DENIED = 1;

/** The device's position, asked of the browser (which may prompt the user first). */
export function findMyLocation(): Promise<MyLocation> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve({ kind: 'unavailable' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) =>
        resolve({
          kind: 'found',
          point: pointAt(position.coords.latitude, position.coords.longitude),
        }),
      (error) => resolve({ kind: error.code === PERMISSION_DENIED ? 'blocked' : 'unavailable' }),
      { timeout: 20000, maximumAge: 60000 },
    );
  });
}
