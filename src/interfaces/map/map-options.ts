import type { MapPoint } from './map-value.js';

/** v8's default tiles: CARTO's light (grayscale) basemap of OpenStreetMap data. */
export const DEFAULT_TILES = 'https://{s}.basemaps.cartocdn.com/light_all/{z}/{x}/{y}.png';

/** v8's defaults (interfaces catalogue, map): the options' defaults and the fallbacks for bad ones. */
export const MAP_DEFAULTS = {
  height: 400,
  mapLat: 40.72803624,
  mapLng: -73.94896388,
  defaultZoom: 12,
  maxZoom: 17,
} as const;

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
  const maxZoom = Math.round(numberOption(options.maxZoom, MAP_DEFAULTS.maxZoom, 0, 22));
  const tiles = textOption(options.theme) ?? DEFAULT_TILES;
  const geocoder = textOption(options.geocoder);
  return {
    height: Math.round(numberOption(options.height, MAP_DEFAULTS.height, 160, 2000)),
    center: {
      lat: numberOption(options.mapLat, MAP_DEFAULTS.mapLat, -90, 90),
      lng: numberOption(options.mapLng, MAP_DEFAULTS.mapLng, -180, 180),
    },
    zoom: Math.min(
      maxZoom,
      Math.round(numberOption(options.defaultZoom, MAP_DEFAULTS.defaultZoom, 0, 22)),
    ),
    maxZoom,
    tiles,
    attribution: attributionFor(tiles),
    geocoder: geocoder?.includes('{query}') ? geocoder : null,
    addressLookup: options.address_to_code === true && geocoder?.includes('{query}') === true,
  };
}
