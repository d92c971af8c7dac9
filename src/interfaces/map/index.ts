import { lazyInput } from '../lazy-input.js';
import { type InterfaceDefinition, registerInterface } from '../registry.js';
import { MapDisplay } from './MapDisplay.js';
import { DEFAULT_TILES, MAP_DEFAULTS } from './map-options.js';

const MapInput = lazyInput(() => import('./MapInput.js').then((module) => module.MapInput));

// Option names and defaults as a v8 field record stores them (interfaces catalogue, map); the value
// is v8's `{ "lat": number, "lng": number }`. Only this entry is in the form's chunk: Leaflet and
// the editor load when a map field first renders.
export const mapInterface: InterfaceDefinition = {
  id: 'map',
  name: 'Map',
  icon: 'map',
  types: ['json'],
  options: [
    {
      name: 'height',
      interface: 'numeric',
      default: MAP_DEFAULTS.height,
      options: { min: 160, max: 2000 },
      comment: 'The height of the map in pixels.',
    },
    {
      name: 'mapLat',
      label: 'Latitude',
      interface: 'numeric',
      default: MAP_DEFAULTS.mapLat,
      options: { min: -90, max: 90 },
      comment: 'The latitude the map is centred on while the field has no location.',
    },
    {
      name: 'mapLng',
      label: 'Longitude',
      interface: 'numeric',
      default: MAP_DEFAULTS.mapLng,
      options: { min: -180, max: 180 },
      comment: 'The longitude the map is centred on while the field has no location.',
    },
    {
      name: 'defaultZoom',
      label: 'Zoom',
      interface: 'numeric',
      default: MAP_DEFAULTS.defaultZoom,
      options: { min: 0, max: 22 },
      comment: 'The zoom level the map opens at (0 shows the whole world).',
    },
    {
      name: 'maxZoom',
      label: 'Maximum zoom',
      interface: 'numeric',
      default: MAP_DEFAULTS.maxZoom,
      options: { min: 0, max: 22 },
      comment: 'The closest zoom level allowed (the tile server must have tiles for it).',
    },
    {
      name: 'address_to_code',
      label: 'Address lookup',
      interface: 'toggle',
      default: false,
      comment:
        'Shows an address box that finds a place and sets the location (needs a geocoder URL).',
    },
    {
      name: 'theme',
      label: 'Map tiles',
      interface: 'text-input',
      default: DEFAULT_TILES,
      comment:
        'The map tiles: a URL template with {z}, {x} and {y}, and optionally {s} for the servers a, b and c. Point it at a tile server of your own to work without outside services.',
    },
    {
      name: 'geocoder',
      label: 'Geocoder URL',
      interface: 'text-input',
      advanced: true,
      comment:
        'The address lookup: a URL with {query} where the typed address goes, e.g. https://nominatim.openstreetmap.org/search?format=json&limit=1&q={query}. It must answer with a JSON array of places, each with lat and lon (numbers or numeric strings) and display_name; the first place is used. Without it there is no address box.',
    },
  ],
  input: MapInput,
  display: MapDisplay,
};

registerInterface(mapInterface);
