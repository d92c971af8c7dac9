import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.js';
import { Button } from '../../ui/Button.js';
import { Icon } from '../../ui/Icon.js';
import { findPlace } from './geocode.js';
import type { MapPoint } from './map-value.js';

interface AddressSearchProps {
  id: string;
  /** The geocoder URL template (the `geocoder` option). */
  geocoder: string;
  onFound(point: MapPoint): void;
}

type Outcome = { kind: 'found'; name: string } | { kind: 'none' } | { kind: 'failed' } | null;

/**
 * The address box (`address_to_code` with a geocoder): the typed address is looked up and the
 * first place found becomes the location. Enter in the box looks it up too (and never submits
 * the form around it).
 */
export function AddressSearch({ id, geocoder, onFound }: AddressSearchProps) {
  const { t } = useT();
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const search = async () => {
    if (query.trim() === '' || busy) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    setOutcome(null);
    try {
      const place = await findPlace(geocoder, query, controller.signal);
      if (controller.signal.aborted) return;
      if (place) onFound(place.point);
      setOutcome(place ? { kind: 'found', name: place.name } : { kind: 'none' });
    } catch {
      if (!controller.signal.aborted) setOutcome({ kind: 'failed' });
    } finally {
      if (!controller.signal.aborted) setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void search();
  };

  return (
    <div className="cms-map__address">
      <div className="cms-field cms-map__address-field">
        <label className="cms-field__label" htmlFor={id}>
          {t('map_interface.address')}
        </label>
        <input
          id={id}
          className="cms-field__control"
          type="search"
          autoComplete="street-address"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </div>
      <Button busy={busy} disabled={query.trim() === ''} onClick={() => void search()}>
        <Icon name="search" size={18} />
        {t('map_interface.find')}
      </Button>
      <p className="cms-map__address-outcome" role="status">
        {outcome?.kind === 'found' && outcome.name
          ? t('map_interface.found', { name: outcome.name })
          : outcome?.kind === 'none'
            ? t('map_interface.no_location_found')
            : outcome?.kind === 'failed'
              ? t('map_interface.geocoder_failed')
              : null}
      </p>
    </div>
  );
}
