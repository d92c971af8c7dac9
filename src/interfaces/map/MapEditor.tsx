import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import { Button } from '../../ui/Button.js';
import { Icon } from '../../ui/Icon.js';
import { Notice } from '../../ui/Notice.js';
import type { InputProps } from '../registry.js';
import { AddressSearch } from './AddressSearch.js';
import { CoordinateBoxes } from './CoordinateBoxes.js';
import { LeafletMap } from './LeafletMap.js';
import { mapSettings } from './map-options.js';
import { type MapPoint, readLocation } from './map-value.js';
import { findMyLocation } from './my-location.js';

type LocateNotice = 'blocked' | 'unavailable' | null;

/**
 * The map field: the Leaflet map, the latitude and longitude boxes, "Use my location", "Clear",
 * and the address box when the field has a geocoder. Every way of setting the location stages
 * v8's `{ lat, lng }`; a stored value that is not a location is shown as such and kept until one
 * is set. Opening the field stages nothing.
 */
export function MapEditor({ value, options, readonly, onChange, id, invalid }: InputProps) {
  const { t } = useT();
  const settings = mapSettings(options);
  const location = readLocation(value);
  const point = location.kind === 'point' ? location.point : null;
  const [locating, setLocating] = useState(false);
  const [locateNotice, setLocateNotice] = useState<LocateNotice>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const set = (next: MapPoint | null) => {
    setLocateNotice(null);
    onChange(next === null ? null : { lat: next.lat, lng: next.lng });
  };

  const locateMe = async () => {
    setLocating(true);
    setLocateNotice(null);
    const found = await findMyLocation();
    if (!mounted.current) return;
    setLocating(false);
    if (found.kind === 'found') set(found.point);
    else setLocateNotice(found.kind);
  };

  const hintId = `${id}-map-hint`;
  return (
    <fieldset className="cms-map" aria-labelledby={`${id}-label`}>
      {location.kind === 'invalid' ? (
        <Notice color="warning" className="cms-map__not-a-location">
          {t('map_interface.not_a_location')}
        </Notice>
      ) : null}
      {settings.addressLookup && settings.geocoder && !readonly ? (
        <AddressSearch id={`${id}-address`} geocoder={settings.geocoder} onFound={set} />
      ) : null}
      <LeafletMap
        point={point}
        center={settings.center}
        zoom={settings.zoom}
        maxZoom={settings.maxZoom}
        tiles={settings.tiles}
        attribution={settings.attribution}
        height={settings.height}
        readonly={readonly}
        label={t('map_interface.map_label')}
        describedBy={hintId}
        onPick={set}
      />
      <p className="cms-field__hint" id={hintId}>
        {readonly ? t('map_interface.hint_readonly') : t('map_interface.hint')}
      </p>
      <div className="cms-map__coordinates">
        <CoordinateBoxes id={id} point={point} readonly={readonly} invalid={invalid} onSet={set} />
        {readonly ? null : (
          <div className="cms-map__actions">
            <Button busy={locating} onClick={() => void locateMe()}>
              <Icon name="location" size={18} />
              {t('map_interface.use_my_location')}
            </Button>
            <Button disabled={value === null || value === undefined} onClick={() => set(null)}>
              <Icon name="close" size={18} />
              {t('map_interface.clear')}
            </Button>
          </div>
        )}
      </div>
      {locateNotice ? (
        <Notice color="warning" live className="cms-map__locate-notice">
          {locateNotice === 'blocked'
            ? t('map_interface.location_blocked')
            : t('map_interface.location_unavailable')}
        </Notice>
      ) : null}
    </fieldset>
  );
}
