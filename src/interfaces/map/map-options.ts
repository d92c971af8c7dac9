import type { MapPoint } from './map-value.js';
import { isLatitude, isLongitude } from './map-value.js';

/** v8's default tiles: CARTO's light (grayscale) basemap of OpenStreetMap data. */
export const DEFAULT_TILES = 'https://{s}.basemaps.cartocdn.com/light_all/{z}/{x}/{y}.png';

/** The map settings a field's options make, with v8's defaults where an option is unset or bad. */
export interface MapSettings {
  height: number;
  center: MapPoint;
  zoom: number;
  maxZoom: number;
  tiles: string;
  /** The credit line the tiles' licence asks for (HTML), or null for an unknown tile server. */
  attribution: string | null;
  /** The geocoder URL template (with `{query}`), or null: no address lookup. */
  geocoder: string | null;
  /** Whether the address box is offered (`address_to_code` and a geocoder). */
  addressLookup: boolean;
}

const OSM_CREDIT =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const CARTO_CREDIT = '&copy; <a href="https://carto.com/attributions">CARTO</a>';

function numberOption(value: unknown, fallback: number, min: number, max: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number)
    ? Math.min(max, Math.max(min, number))
    : fallback;
}

function textOption(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** OpenStreetMap's data and CARTO's basemaps must be credited on the map. */
function attributionFor(tiles: string): string | null {
  if (tiles.includes('basemaps.cartocdn.com')) return `${OSM_CREDIT} ${CARTO_CREDIT}`;
  if (tiles.includes('openstreetmap.org')) return OSM_CREDIT;
  return null;
}

export function mapSettings(options: Record<string, unknown>): MapSettings {
  const lat = numberOption(options.mapLat, 40.72803624, -90, 90);
  const lng = numberOption(options.mapLng, -73.94896388, -180, 180);
  const maxZoom = Math.round(numberOption(options.maxZoom, 17, 0, 22));
  const tiles = textOption(options.theme) ?? DEFAULT_TILES;
  const geocoder = textOption(options.geocoder);
  return {
    height: Math.round(numberOption(options.height, 400, 160, 2000)),
    center:
      isLatitude(lat) && isLongitude(lng) ? { lat, lng } : { lat: 40.72803624, lng: -73.94896388 },
    zoom: Math.min(maxZoom, Math.round(numberOption(options.defaultZoom, 12, 0, 22))),
    maxZoom,
    tiles,
    attribution: attributionFor(tiles),
    geocoder: geocoder?.includes('{query}') ? geocoder : null,
    addressLookup: options.address_to_code === true && geocoder?.includes('{query}') === true,
  };
}
