import leafletCss from 'leaflet/dist/leaflet.css';
import {
  control,
  map as createMap,
  marker as createMarker,
  type Map as LeafletMapInstance,
  type LeafletMouseEvent,
  latLng,
  type Marker,
  type TileLayer,
  tileLayer,
} from 'leaflet/dist/leaflet-src.esm.js';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { registerStyles } from '../../ui/styles.js';
import mapCss from './map.css';
import { type MapPoint, pointAt } from './map-value.js';
import { markerIcon } from './marker-icon.js';

// Leaflet's own stylesheet goes into the admin's shared sheet, which every shadow root adopts.
registerStyles(leafletCss);
registerStyles(mapCss);

export interface LeafletMapProps {
  /** The marker's place, or null for no marker. */
  point: MapPoint | null;
  /** Where the map opens when there is no marker. */
  center: MapPoint;
  zoom: number;
  maxZoom: number;
  /** The tile URL template. */
  tiles: string;
  attribution: string | null;
  height: number;
  readonly: boolean;
  /** The map's accessible name, and the id of the text that says how to use it. */
  label: string;
  describedBy: string;
  /** A place picked on the map: a click, Enter at the centre, or the marker dragged there. */
  onPick(point: MapPoint): void;
}

const pickedAt = (at: { lat: number; lng: number }) => {
  const wrapped = latLng(at.lat, at.lng).wrap();
  return pointAt(wrapped.lat, wrapped.lng);
};

/** Credit links open beside the admin, never in place of a form with unsaved edits. */
const inNewTab = (html: string) =>
  html.replaceAll('<a ', '<a target="_blank" rel="noopener noreferrer" ');

/**
 * A Leaflet map with one optional marker. Clicking the map, or pressing Enter while the map has
 * the focus (Leaflet's arrow keys pan and +/- zoom), places the marker; the marker can be dragged.
 * Readonly maps can be panned and zoomed, nothing more.
 */
export function LeafletMap(props: LeafletMapProps) {
  const { point, tiles, attribution, maxZoom, readonly, height, label, describedBy } = props;
  const host = useRef<HTMLDivElement>(null);
  const instance = useRef<LeafletMapInstance | null>(null);
  const marker = useRef<Marker | null>(null);
  const latest = useRef(props);
  latest.current = props;

  useLayoutEffect(() => {
    const container = host.current;
    if (!container) return;
    const { center, zoom, point: initial } = latest.current;
    const opened = createMap(container, {
      center: initial ?? center,
      zoom,
      maxZoom: latest.current.maxZoom,
      attributionControl: false,
      worldCopyJump: true,
    });
    instance.current = opened;
    opened.on('click', (event: LeafletMouseEvent) => {
      if (!latest.current.readonly) latest.current.onPick(pickedAt(event.latlng));
    });
    const onKeyDown = (event: KeyboardEvent) => {
      // Only on the map itself: Enter on its zoom buttons zooms.
      if (event.key !== 'Enter' || event.target !== container || latest.current.readonly) return;
      event.preventDefault();
      latest.current.onPick(pickedAt(opened.getCenter()));
    };
    container.addEventListener('keydown', onKeyDown);
    // A map laid out while hidden (a closed group, a tab) or resized keeps its tiles right.
    const resized = new ResizeObserver(() => opened.invalidateSize());
    resized.observe(container);
    return () => {
      resized.disconnect();
      container.removeEventListener('keydown', onKeyDown);
      opened.remove();
      instance.current = null;
      marker.current = null;
    };
  }, []);

  useEffect(() => {
    const opened = instance.current;
    if (!opened) return;
    const layer: TileLayer = tileLayer(tiles, { maxZoom }).addTo(opened);
    const credit = attribution
      ? control.attribution({ prefix: false }).addAttribution(inNewTab(attribution)).addTo(opened)
      : null;
    return () => {
      layer.remove();
      credit?.remove();
    };
  }, [tiles, attribution, maxZoom]);

  useEffect(() => {
    instance.current?.setMaxZoom(maxZoom);
  }, [maxZoom]);

  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    const opened = instance.current;
    if (!opened) return;
    if (lat === undefined || lng === undefined) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const at = latLng(lat, lng);
    if (marker.current) {
      marker.current.setLatLng(at);
    } else {
      marker.current = createMarker(at, {
        icon: markerIcon,
        // The coordinate boxes are the keyboard's way to the marker; it is no tab stop itself.
        keyboard: false,
        draggable: !latest.current.readonly,
        autoPan: true,
      })
        .on('dragend', (event) => {
          latest.current.onPick(pickedAt((event.target as Marker).getLatLng()));
        })
        .addTo(opened);
    }
    // A location set elsewhere (typed, found, located) is brought into view.
    if (!opened.getBounds().contains(at)) opened.panTo(at);
  }, [lat, lng]);

  // Also when the marker is first placed (after the place effect above).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the marker appears with lat and lng
  useEffect(() => {
    const dragging = marker.current?.dragging;
    if (readonly) dragging?.disable();
    else dragging?.enable();
  }, [readonly, lat, lng]);

  return (
    <div
      ref={host}
      className="cms-map__canvas"
      data-readonly={readonly || undefined}
      style={{ height }}
      role="application"
      aria-label={label}
      aria-describedby={describedBy}
    />
  );
}
