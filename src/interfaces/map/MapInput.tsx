import { Suspense } from 'react';
import { useT } from '../../i18n/use-t.js';
import { lazyScreen } from '../../screens/app-root/lazy-screen.js';
import { ScreenErrorBoundary } from '../../screens/app-root/ScreenErrorBoundary.js';
import { Loader } from '../../ui/Loader.js';
import type { InputProps } from '../registry.js';
import { mapSettings } from './map-options.js';

// Leaflet, its stylesheet and the editor are a chunk of their own, fetched when the first map
// field renders.
const MapEditor = lazyScreen<InputProps>(() =>
  import('./MapEditor.js').then((module) => module.MapEditor),
);

export function MapInput(props: InputProps) {
  const { t } = useT();
  return (
    <ScreenErrorBoundary resetKey="map">
      <Suspense
        fallback={
          // The map's own height, so the form does not jump when it arrives.
          <div
            className="cms-field__control"
            style={{
              display: 'grid',
              placeItems: 'center',
              height: mapSettings(props.options).height,
            }}
          >
            <Loader label={t('map_interface.loading')} />
          </div>
        }
      >
        <MapEditor {...props} />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
