import { divIcon } from 'leaflet/dist/leaflet-src.esm.js';

// The marker is an inline SVG pin (Leaflet's default marker is an image file, which would have to
// be served beside the admin). Its colour follows the admin's accent (map.css).
const PIN =
  '<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true" focusable="false">' +
  '<path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" ' +
  'fill="currentColor" stroke="#fff" stroke-width="2"/>' +
  '<circle cx="16" cy="15.5" r="5.5" fill="#fff"/></svg>';

/** The pin, anchored at its tip. */
export const markerIcon = divIcon({
  html: PIN,
  className: 'cms-map__marker',
  iconSize: [32, 42],
  iconAnchor: [16, 41],
});
