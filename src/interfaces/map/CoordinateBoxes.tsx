import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import {
  type Axis,
  type CoordinateReading,
  coordinateText,
  readCoordinate,
} from './coordinate-text.js';
import { type MapPoint, pointAt, samePoint } from './map-value.js';

interface CoordinateBoxesProps {
  /** The latitude box's id (the form's label points at it). */
  id: string;
  /** The stored location, or null when there is none (or the value is not a location). */
  point: MapPoint | null;
  readonly: boolean;
  /** The form found the field invalid (required and empty): both boxes say so. */
  invalid?: boolean;
  /** Stages a typed location, or null when both boxes were emptied of a stored one. */
  onSet(point: MapPoint | null): void;
}

type Problem = 'lat' | 'lng' | 'both' | null;

function problemOf(lat: CoordinateReading, lng: CoordinateReading): Problem[] {
  const own = (reading: CoordinateReading, axis: Axis): Problem =>
    reading.kind === 'not-a-number' || reading.kind === 'out-of-range' ? axis : null;
  const latProblem = own(lat, 'lat');
  const lngProblem = own(lng, 'lng');
  if (latProblem || lngProblem) return [latProblem, lngProblem];
  // One box filled, the other empty: a location needs both.
  const missing = (lat.kind === 'empty') !== (lng.kind === 'empty');
  return missing
    ? [lat.kind === 'empty' ? 'both' : null, lng.kind === 'empty' ? 'both' : null]
    : [null, null];
}

/**
 * The latitude and longitude as two text boxes: the accessible way to see and set the location.
 * The typed text is kept as typed; a complete, valid pair is staged, anything else shows what is
 * wrong beside the box and stages nothing.
 */
export function CoordinateBoxes({ id, point, readonly, invalid, onSet }: CoordinateBoxesProps) {
  const { t } = useT();
  const [lat, setLat] = useState(point ? coordinateText(point.lat) : '');
  const [lng, setLng] = useState(point ? coordinateText(point.lng) : '');
  const [problems, setProblems] = useState<Problem[]>([null, null]);
  /** The location these boxes staged last: when it comes back as `point`, the text stays. */
  const typed = useRef<MapPoint | null>(point);

  // A location set elsewhere (the map, the address, Clear, undo) replaces the typed text.
  useEffect(() => {
    if (samePoint(point, typed.current)) return;
    typed.current = point;
    setLat(point ? coordinateText(point.lat) : '');
    setLng(point ? coordinateText(point.lng) : '');
    setProblems([null, null]);
  }, [point]);

  const edit = (axis: Axis, text: string) => {
    const nextLat = axis === 'lat' ? text : lat;
    const nextLng = axis === 'lng' ? text : lng;
    setLat(nextLat);
    setLng(nextLng);
    const latReading = readCoordinate(nextLat, 'lat');
    const lngReading = readCoordinate(nextLng, 'lng');
    const found = problemOf(latReading, lngReading);
    setProblems(found);
    if (found[0] || found[1]) return;
    if (latReading.kind === 'number' && lngReading.kind === 'number') {
      const next = pointAt(latReading.value, lngReading.value);
      typed.current = next;
      onSet(next);
    } else if (point) {
      typed.current = null;
      onSet(null);
    }
  };

  const message = (problem: Problem) =>
    problem === 'lat'
      ? t('map_interface.latitude_invalid')
      : problem === 'lng'
        ? t('map_interface.longitude_invalid')
        : problem === 'both'
          ? t('map_interface.both_needed')
          : null;

  const box = (axis: Axis, boxId: string, text: string, problem: Problem) => {
    const error = message(problem);
    return (
      <div className="cms-field cms-map__coordinate">
        <label className="cms-field__label" htmlFor={boxId}>
          {axis === 'lat' ? t('map_interface.latitude') : t('map_interface.longitude')}
        </label>
        <input
          id={boxId}
          className="cms-field__control"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          value={text}
          disabled={readonly}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={error ? `${boxId}-error` : undefined}
          onChange={(event) => edit(axis, event.target.value)}
        />
        {error ? (
          <span className="cms-map__error" id={`${boxId}-error`} role="alert">
            {error}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <>
      {box('lat', id, lat, problems[0])}
      {box('lng', `${id}-lng`, lng, problems[1])}
    </>
  );
}
