import { isLatitude, isLongitude, type MapPoint, pointAt } from './map-value.js';

// The address lookup against the field's geocoder URL (the `geocoder` option): the typed address
// replaces `{query}`, and the answer is a Nominatim-style JSON array of places
// (`[{ "lat": "40.7", "lon": "-73.9", "display_name": "…" }]`); the first usable place wins.

export interface FoundPlace {
  point: MapPoint;
  /** The geocoder's name for the place; empty when it gave none. */
  name: string;
}

/** The lookup could not be made or its answer was not JSON (as opposed to finding nothing). */
export class GeocoderError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'GeocoderError';
  }
}

export function geocoderUrl(template: string, query: string): string {
  return template.replaceAll('{query}', encodeURIComponent(query.trim()));
}

function placeOf(entry: unknown): FoundPlace | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { lat, lon, lng, display_name } = entry as Record<string, unknown>;
  const latitude = Number(lat);
  const longitude = Number(lon ?? lng);
  if (lat === null || lat === '' || !isLatitude(latitude) || !isLongitude(longitude)) return null;
  return {
    point: pointAt(latitude, longitude),
    name: typeof display_name === 'string' ? display_name : '',
  };
}

/** The first place the geocoder finds for `query`, or null when it finds none. */
export async function findPlace(
  template: string,
  query: string,
  signal?: AbortSignal,
): Promise<FoundPlace | null> {
  let body: unknown;
  try {
    const response = await fetch(geocoderUrl(template, query), {
      signal,
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new GeocoderError(`The geocoder answered ${response.status}.`);
    body = await response.json();
  } catch (error) {
    if (error instanceof GeocoderError || signal?.aborted) throw error;
    throw new GeocoderError('The geocoder could not be reached or did not answer JSON.', {
      cause: error,
    });
  }
  if (!Array.isArray(body)) return null;
  for (const entry of body) {
    const place = placeOf(entry);
    if (place) return place;
  }
  return null;
}
