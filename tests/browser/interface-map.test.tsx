// The map interface: Leaflet over a local tile source (no internet in tests), v8's { lat, lng }
// value, the coordinate boxes, the address lookup against a fixture geocoder and the geolocation.
import { expect } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import '../../src/interfaces/map/index.js';
import type { FieldInfo } from '../../src/api/types.js';
import { initI18n } from '../../src/i18n/screen-strings.js';
import { readCoordinate } from '../../src/interfaces/map/coordinate-text.js';
import { formatLocation } from '../../src/interfaces/map/format-location.js';
import { DEFAULT_TILES, mapSettings } from '../../src/interfaces/map/map-options.js';
import {
  getInterface,
  type InterfaceDefinition,
  optionsWithDefaults,
} from '../../src/interfaces/registry.js';
import { adoptSharedStyles } from '../../src/ui/styles.js';
import { Controlled, fieldOf } from './fixtures/item-harness/controlled.js';
import {
  mountInFormField,
  mountInterface,
  pressKey,
} from './fixtures/item-harness/interface-under-test.js';
import {
  buttonNamed,
  click,
  type Mounted,
  mount,
  settle,
  typeText,
} from './fixtures/item-harness/render.js';
import { adoptAdminStyles } from './helpers.js';

const FIXTURES = '/tests/browser/fixtures/map';
const TILES = `${FIXTURES}/tile.png?z={z}&x={x}&y={y}`;
const GEOCODER = `${FIXTURES}/geocode/{query}.json`;
const DEFAULT_CENTER = { lat: 40.72803624, lng: -73.94896388 };

const mounted: Mounted[] = [];

function locationField(options: Record<string, unknown> = {}): FieldInfo {
  return fieldOf('location', 'json', 'map', { options: { theme: TILES, ...options } });
}

/** Mounts the input and waits for its lazily loaded map and its first tiles. */
async function render(initial: unknown, options: Record<string, unknown> = {}, readonly = false) {
  const result = await mountInterface(locationField(options), initial, readonly);
  mounted.push(result);
  const { container } = result;
  await until(
    () => container.querySelector('img.leaflet-tile-loaded'),
    'the map never showed a tile',
  );
  const canvas = container.querySelector<HTMLElement>('.cms-map__canvas')!;
  const box = (label: string) =>
    [...container.querySelectorAll<HTMLLabelElement>('label')].find(
      (one) => one.textContent === label,
    )?.control as HTMLInputElement;
  return { ...result, canvas, latitude: box('Latitude'), longitude: box('Longitude') };
}

/**
 * Waits for what a tile load, a lookup or a located position changes, letting React render it
 * (act) between looks, as `waitUntil` does outside React.
 */
async function until(predicate: () => unknown, message: string, timeout = 5000) {
  const end = performance.now() + timeout;
  while (!predicate()) {
    if (performance.now() > end) throw new Error(`Timeout: ${message}`);
    await settle(20);
  }
}

const marker = (root: ParentNode) => root.querySelector<HTMLElement>('.cms-map__marker');

/** Where the tip of the marker's pin is on the page. */
function markerTip(root: ParentNode) {
  const rect = marker(root)!.getBoundingClientRect();
  return { x: rect.left + 16, y: rect.top + 41 };
}

function centreOf(element: Element) {
  const rect = element.getBoundingClientRect();
  return { x: Math.round(rect.left + rect.width / 2), y: Math.round(rect.top + rect.height / 2) };
}

/** A real click of the mouse at a point of the page. */
async function clickAt(x: number, y: number) {
  await act(async () => {
    await sendMouse({ type: 'click', position: [Math.round(x), Math.round(y)] });
  });
}

/** The slippy-map tile holding a point at zoom `z` (the x and y a tile server is asked for). */
function tileOf(lat: number, lng: number, z: number) {
  const scale = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return {
    x: Math.floor(((lng + 180) / 360) * scale),
    y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * scale),
  };
}

const tileSources = (root: ParentNode) =>
  [...root.querySelectorAll<HTMLImageElement>('img.leaflet-tile')].map((tile) => tile.src);

const lastReport = (reports: unknown[]) =>
  reports[reports.length - 1] as { lat: number; lng: number };

/** Replaces the browser's geolocation for one test (as a user's browser would answer). */
function answerGeolocation(answer: { coords: { latitude: number; longitude: number } } | number) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition(found: PositionCallback, failed: PositionErrorCallback) {
        setTimeout(() => {
          if (typeof answer === 'number') {
            failed({
              code: answer,
              message: 'refused',
              PERMISSION_DENIED: 1,
            } as GeolocationPositionError);
          } else {
            found(answer as unknown as GeolocationPosition);
          }
        }, 10);
      },
    },
  });
}

describe('map interface', () => {
  before(() => adoptAdminStyles());

  afterEach(async () => {
    for (const one of mounted.splice(0)) one.unmount();
    // The page's own geolocation again (the prototype's getter).
    delete (navigator as { geolocation?: unknown }).geolocation;
    await resetMouse();
  });

  it('is registered with the v8 catalogue defaults, a geocoder option without one, json only', () => {
    const definition = getInterface('map') as InterfaceDefinition;
    expect(definition.types).to.deep.equal(['json']);
    const options = optionsWithDefaults(definition, fieldOf('location', 'json', 'map'));
    expect(options).to.deep.equal({
      height: 400,
      mapLat: 40.72803624,
      mapLng: -73.94896388,
      defaultZoom: 12,
      maxZoom: 17,
      address_to_code: false,
      theme: 'https://{s}.basemaps.cartocdn.com/light_all/{z}/{x}/{y}.png',
    });
    expect(definition.options?.some((option) => option.name === 'geocoder')).to.equal(true);
  });

  it('reads bad or missing options as v8 defaults; the address box needs both options', () => {
    const settings = mapSettings({
      height: 'tall',
      mapLat: 'north',
      mapLng: 400,
      defaultZoom: 30,
      maxZoom: '15',
      theme: '  ',
      address_to_code: true,
      geocoder: 'https://geo.example/search',
    });
    expect(settings.height).to.equal(400);
    expect(settings.center).to.deep.equal({ lat: 40.72803624, lng: 180 });
    expect(settings.maxZoom).to.equal(15);
    expect(settings.zoom).to.equal(15);
    expect(settings.tiles).to.equal(DEFAULT_TILES);
    // The default tiles are OpenStreetMap data drawn by CARTO: both are credited.
    expect(settings.attribution).to.include('OpenStreetMap').and.include('CARTO');
    // A geocoder URL without {query} cannot be asked anything.
    expect(settings.addressLookup).to.equal(false);
    expect(mapSettings({ theme: TILES }).attribution).to.equal(null);
    expect(mapSettings({ address_to_code: true, geocoder: GEOCODER }).addressLookup).to.equal(true);
  });

  it('reads typed coordinates: decimal point or comma, a minus sign, the ranges', () => {
    expect(readCoordinate(' 40.5 ', 'lat')).to.deep.equal({ kind: 'number', value: 40.5 });
    expect(readCoordinate('-73,25', 'lng')).to.deep.equal({ kind: 'number', value: -73.25 });
    expect(readCoordinate('\u221210', 'lat')).to.deep.equal({ kind: 'number', value: -10 });
    expect(readCoordinate('.5', 'lat')).to.deep.equal({ kind: 'number', value: 0.5 });
    expect(readCoordinate('90.0001', 'lat').kind).to.equal('out-of-range');
    expect(readCoordinate('180', 'lng')).to.deep.equal({ kind: 'number', value: 180 });
    expect(readCoordinate('1e3', 'lng').kind).to.equal('not-a-number');
    expect(readCoordinate('40.7, -73.9', 'lat').kind).to.equal('not-a-number');
    expect(readCoordinate('', 'lat').kind).to.equal('empty');
  });

  it('draws the map from the theme tile URL at the default centre and zoom, 400px high', async () => {
    const { container, canvas, reports, latitude, longitude } = await render(null);
    const sources = tileSources(container);
    const centreTile = tileOf(DEFAULT_CENTER.lat, DEFAULT_CENTER.lng, 12);
    expect(sources.length).to.be.greaterThan(1);
    for (const source of sources) {
      expect(new URL(source).pathname).to.equal(`${FIXTURES}/tile.png`);
    }
    expect(sources).to.include(
      new URL(`${FIXTURES}/tile.png?z=12&x=${centreTile.x}&y=${centreTile.y}`, location.href).href,
    );
    // The browser fetched them from the local tile server.
    const fetched = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes(`${FIXTURES}/tile.png?z=12`));
    expect(fetched.length).to.be.greaterThan(0);
    expect(canvas.getBoundingClientRect().height).to.equal(400);
    expect(canvas.getAttribute('aria-label')).to.equal('Map');
    expect(marker(container)).to.equal(null);
    expect(latitude.value).to.equal('');
    expect(longitude.value).to.equal('');
    expect(reports).to.deep.equal([]);
  });

  it('shows a stored location as the marker and in the boxes, centred there, staging nothing', async () => {
    const stored = { lat: 48.8566, lng: 2.3522 };
    const { container, canvas, reports, latitude, longitude } = await render(stored);
    expect(latitude.value).to.equal('48.8566');
    expect(longitude.value).to.equal('2.3522');
    const tip = markerTip(container);
    const centre = centreOf(canvas);
    expect(Math.abs(tip.x - centre.x)).to.be.below(2);
    expect(Math.abs(tip.y - centre.y)).to.be.below(2);
    const paris = tileOf(stored.lat, stored.lng, 12);
    expect(
      tileSources(container).some((src) => src.includes(`x=${paris.x}&y=${paris.y}`)),
    ).to.equal(true);
    expect(reports).to.deep.equal([]);
  });

  it('places the marker where the map is clicked and stages { lat, lng }', async () => {
    const { container, canvas, reports, latitude, longitude } = await render(null);
    const centre = centreOf(canvas);
    await clickAt(centre.x, centre.y);
    await until(() => reports.length === 1, 'the click staged nothing');
    const first = lastReport(reports);
    expect(Object.keys(first)).to.deep.equal(['lat', 'lng']);
    // One pixel at zoom 12 is about 0.0003°.
    expect(Math.abs(first.lat - DEFAULT_CENTER.lat)).to.be.below(0.001);
    expect(Math.abs(first.lng - DEFAULT_CENTER.lng)).to.be.below(0.001);
    expect(marker(container)).to.not.equal(null);

    // 100px to the east and 50px to the south: further east, further south; the pin moves there.
    await clickAt(centre.x + 100, centre.y + 50);
    await until(() => reports.length === 2, 'the second click staged nothing');
    const second = lastReport(reports);
    expect(second.lng).to.be.greaterThan(first.lng + 0.02);
    expect(second.lat).to.be.below(first.lat - 0.01);
    const tip = markerTip(container);
    expect(Math.abs(tip.x - (centre.x + 100))).to.be.below(2);
    expect(Math.abs(tip.y - (centre.y + 50))).to.be.below(2);
    expect(latitude.value).to.equal(String(second.lat));
    expect(longitude.value).to.equal(String(second.lng));
  });

  it('places the marker at the centre when Enter is pressed on the focused map', async () => {
    const { container, canvas, reports } = await render(null);
    canvas.focus();
    expect(document.activeElement).to.equal(canvas);
    await pressKey('Enter');
    await until(() => reports.length === 1, 'Enter staged nothing');
    expect(Math.abs(lastReport(reports).lat - DEFAULT_CENTER.lat)).to.be.below(0.0001);
    expect(Math.abs(lastReport(reports).lng - DEFAULT_CENTER.lng)).to.be.below(0.0001);
    expect(marker(container)).to.not.equal(null);
  });

  it('moves the marker when it is dragged', async () => {
    const { container, reports } = await render({ lat: 40.7, lng: -73.95 });
    const tip = markerTip(container);
    const grip = { x: Math.round(tip.x), y: Math.round(tip.y - 25) };
    await act(async () => {
      await sendMouse({ type: 'move', position: [grip.x, grip.y] });
      await sendMouse({ type: 'down' });
      for (let step = 1; step <= 6; step += 1) {
        await sendMouse({ type: 'move', position: [grip.x + step * 10, grip.y + step * 5] });
      }
      await sendMouse({ type: 'up' });
    });
    await until(() => reports.length === 1, 'the drag staged nothing');
    expect(lastReport(reports).lng).to.be.greaterThan(-73.95 + 0.01);
    expect(lastReport(reports).lat).to.be.below(40.7 - 0.005);
  });

  it('moves the marker to typed coordinates and brings it into view', async () => {
    const { container, canvas, reports, latitude, longitude } = await render({
      lat: 40.7,
      lng: -73.95,
    });
    await typeText(latitude, '51.5074');
    expect(reports).to.deep.equal([{ lat: 51.5074, lng: -73.95 }]);
    await typeText(longitude, '-0.1278');
    expect(lastReport(reports)).to.deep.equal({ lat: 51.5074, lng: -0.1278 });
    const london = tileOf(51.5074, -0.1278, 12);
    await until(
      () => tileSources(container).some((src) => src.includes(`x=${london.x}&y=${london.y}`)),
      'the map did not move to London',
    );
    const tip = markerTip(container);
    const rect = canvas.getBoundingClientRect();
    expect(tip.x).to.be.within(rect.left, rect.right);
    expect(tip.y).to.be.within(rect.top, rect.bottom);
    // A decimal comma is read as a point.
    await typeText(latitude, '51,5');
    expect(lastReport(reports)).to.deep.equal({ lat: 51.5, lng: -0.1278 });
  });

  it('says what is wrong with a coordinate and stages nothing until both are right', async () => {
    const { container, reports, latitude, longitude } = await render({ lat: 40.7, lng: -73.95 });
    await typeText(latitude, '95');
    expect(latitude.getAttribute('aria-invalid')).to.equal('true');
    const latError = container.querySelector(
      `#${CSS.escape(latitude.getAttribute('aria-describedby')!)}`,
    );
    expect(latError?.textContent).to.equal('Latitude must be a number from -90 to 90.');
    expect(latError?.getAttribute('role')).to.equal('alert');
    await typeText(longitude, 'east');
    expect(container.textContent).to.include('Longitude must be a number from -180 to 180.');
    await typeText(longitude, '-190');
    expect(longitude.getAttribute('aria-invalid')).to.equal('true');
    expect(reports).to.deep.equal([]);
    // What was typed stays in the boxes; the stored location and its marker are untouched.
    expect(latitude.value).to.equal('95');
    expect(marker(container)).to.not.equal(null);

    await typeText(latitude, '');
    await typeText(longitude, '10');
    expect(container.textContent).to.include('Enter both a latitude and a longitude.');
    expect(reports).to.deep.equal([]);
    await typeText(latitude, '-45');
    expect(reports).to.deep.equal([{ lat: -45, lng: 10 }]);
    expect(container.querySelector('[role="alert"]')).to.equal(null);
  });

  it('Clear stages null and removes the marker; emptying both boxes does too', async () => {
    const { container, reports, latitude, longitude } = await render({ lat: 40.7, lng: -73.95 });
    await click(buttonNamed(container, 'Clear')!);
    expect(reports).to.deep.equal([null]);
    expect(marker(container)).to.equal(null);
    expect(latitude.value).to.equal('');
    expect(buttonNamed(container, 'Clear')!.disabled).to.equal(true);

    await typeText(latitude, '1');
    await typeText(longitude, '2');
    expect(lastReport(reports)).to.deep.equal({ lat: 1, lng: 2 });
    await typeText(latitude, '');
    await typeText(longitude, '');
    expect(reports[reports.length - 1]).to.equal(null);
  });

  it('marks both boxes invalid when the form says the field is (required and empty)', async () => {
    const definition = getInterface('map') as InterfaceDefinition;
    const field = locationField();
    const result = await mount(
      createElement(definition.input, {
        id: 'field-input',
        value: null,
        field,
        options: optionsWithDefaults(definition, field),
        readonly: false,
        values: {},
        onChange: () => {},
        invalid: true,
      }),
    );
    mounted.push(result);
    await until(() => result.container.querySelector('.cms-map__coordinate input'), 'no boxes');
    const boxes = result.container.querySelectorAll('.cms-map__coordinate input');
    expect([...boxes].map((box) => box.getAttribute('aria-invalid'))).to.deep.equal([
      'true',
      'true',
    ]);
  });

  it('readonly: shows the marker, places and drags nothing, boxes disabled, no actions', async () => {
    const { container, canvas, reports, latitude, longitude } = await render(
      { lat: 40.7, lng: -73.95 },
      { address_to_code: true, geocoder: GEOCODER },
      true,
    );
    expect(marker(container)).to.not.equal(null);
    expect(marker(container)!.classList.contains('leaflet-marker-draggable')).to.equal(false);
    expect(latitude.disabled).to.equal(true);
    expect(longitude.disabled).to.equal(true);
    expect(buttonNamed(container, 'Clear')).to.equal(null);
    expect(buttonNamed(container, 'Use my location')).to.equal(null);
    expect(container.querySelector('input[type="search"]')).to.equal(null);
    const centre = centreOf(canvas);
    await clickAt(centre.x + 80, centre.y + 80);
    canvas.focus();
    await pressKey('Enter');
    expect(reports).to.deep.equal([]);
  });

  it('keeps a stored value that is not a location, says so, and replaces it only when one is set', async () => {
    for (const stored of ['Brooklyn', '{"lat": "x"', { lat: 91, lng: 0 }, [1, 2]]) {
      const { container, canvas, reports, latitude } = await render(stored);
      expect(container.textContent).to.include(
        'The stored value is not a location. It is kept until you set a new one.',
      );
      expect(marker(container)).to.equal(null);
      expect(latitude.value).to.equal('');
      expect(reports).to.deep.equal([]);
      // Half a coordinate changes nothing either.
      await typeText(latitude, '12');
      expect(reports).to.deep.equal([]);
      await typeText(latitude, '');
      expect(reports).to.deep.equal([]);
      const centre = centreOf(canvas);
      await clickAt(centre.x, centre.y);
      await until(() => reports.length === 1, 'the click staged nothing');
      expect(Math.abs(lastReport(reports).lat - DEFAULT_CENTER.lat)).to.be.below(0.001);
      expect(container.textContent).to.not.include('The stored value is not a location');
      for (const one of mounted.splice(0)) one.unmount();
    }
  });

  it('reads a location stored as JSON text', async () => {
    const { container, latitude, reports } = await render('{"lat": 10.5, "lng": 20.25}');
    expect(latitude.value).to.equal('10.5');
    expect(marker(container)).to.not.equal(null);
    expect(reports).to.deep.equal([]);
  });

  it('finds an address with the configured geocoder, and says when it finds nothing', async () => {
    const { container, reports } = await render(null, {
      address_to_code: true,
      geocoder: GEOCODER,
    });
    const address = container.querySelector<HTMLInputElement>('input[type="search"]')!;
    expect(address.labels?.[0]?.textContent).to.equal('Address');
    const status = container.querySelector('.cms-map__address-outcome')!;
    expect(status.getAttribute('role')).to.equal('status');

    await typeText(address, 'atlantis');
    address.focus();
    await pressKey('Enter');
    await until(() => status.textContent === 'No location found', 'no "No location found"');
    expect(reports).to.deep.equal([]);

    await typeText(address, 'brooklyn');
    await click(buttonNamed(container, 'Find')!);
    await until(() => reports.length === 1, 'the found place was not staged');
    expect(reports).to.deep.equal([{ lat: 40.652601, lng: -73.949721 }]);
    expect(status.textContent).to.equal('Found: Brooklyn, Kings County, New York, United States');
    expect(marker(container)).to.not.equal(null);

    // A geocoder answer that is not JSON is a failed lookup, not "nothing found".
    await typeText(address, 'broken');
    await click(buttonNamed(container, 'Find')!);
    await until(
      () => status.textContent === 'The address lookup failed. Try again later.',
      'the failed lookup was not reported',
    );
    expect(reports).to.have.length(1);
  });

  it('offers no address box without a geocoder URL or without address_to_code', async () => {
    const first = await render(null, { address_to_code: true });
    expect(first.container.querySelector('input[type="search"]')).to.equal(null);
    const second = await render(null, { geocoder: GEOCODER });
    expect(second.container.querySelector('input[type="search"]')).to.equal(null);
  });

  it('"Use my location" stages the device position, or says location access is blocked', async () => {
    answerGeolocation(1);
    const { container, reports } = await render(null);
    await click(buttonNamed(container, 'Use my location')!);
    await until(
      () => container.querySelector('.cms-map__locate-notice'),
      'no blocked-location notice',
    );
    const notice = container.querySelector('.cms-map__locate-notice')!;
    expect(notice.textContent).to.include('Location access is blocked.');
    expect(notice.getAttribute('role')).to.equal('alert');
    expect(reports).to.deep.equal([]);

    answerGeolocation({ coords: { latitude: 52.52, longitude: 13.405 } });
    await click(buttonNamed(container, 'Use my location')!);
    await until(() => reports.length === 1, 'the position was not staged');
    expect(reports).to.deep.equal([{ lat: 52.52, lng: 13.405 }]);
    expect(container.querySelector('.cms-map__locate-notice')).to.equal(null);
  });

  it('takes its height from the height option', async () => {
    const { canvas } = await render(null, { height: 250 });
    expect(canvas.getBoundingClientRect().height).to.equal(250);
  });

  it('in the item form: its label names the group and focuses the latitude box', async () => {
    const result = await mountInFormField(locationField(), null);
    mounted.push(result);
    const { container } = result;
    await until(() => container.querySelector('.cms-map__canvas'), 'the map never loaded');
    const group = container.querySelector('fieldset.cms-map')!;
    const label = container.querySelector(`#${CSS.escape(group.getAttribute('aria-labelledby')!)}`);
    expect(label?.textContent).to.equal('Location');
    await click(label!);
    const latitude = container.querySelector<HTMLInputElement>('.cms-map__coordinate input')!;
    expect(document.activeElement).to.equal(latitude);
    expect([...latitude.labels!].map((one) => one.textContent)).to.deep.equal([
      'Location',
      'Latitude',
    ]);
  });

  it("works inside a shadow root: Leaflet's stylesheet is adopted there", async () => {
    await initI18n();
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    adoptSharedStyles(shadow);
    const mountPoint = document.createElement('div');
    shadow.append(mountPoint);
    const root = createRoot(mountPoint);
    const definition = getInterface('map') as InterfaceDefinition;
    const reports: unknown[] = [];
    await act(async () =>
      root.render(
        createElement(Controlled, {
          definition,
          field: locationField(),
          initial: null,
          reports,
        }),
      ),
    );
    try {
      await until(() => shadow.querySelector('img.leaflet-tile-loaded'), 'no tile');
      const tile = shadow.querySelector('img.leaflet-tile')!;
      // leaflet.css places tiles absolutely; without it they would flow as inline images.
      expect(getComputedStyle(tile).position).to.equal('absolute');
      const canvas = shadow.querySelector<HTMLElement>('.cms-map__canvas')!;
      const centre = centreOf(canvas);
      await clickAt(centre.x, centre.y);
      await until(() => reports.length === 1, 'the click staged nothing');
      const clicked = reports[0] as { lat: number; lng: number };
      expect(Math.abs(clicked.lat - DEFAULT_CENTER.lat)).to.be.below(0.001);
      // The keyboard: the arrow keys pan the map (Leaflet's own handling, across the shadow
      // boundary), then Enter places the marker at the new centre, 80px east of the first.
      canvas.focus();
      expect(shadow.activeElement).to.equal(canvas);
      const pane = shadow.querySelector<HTMLElement>('.leaflet-map-pane')!;
      expect(pane.style.transform).to.equal('translate3d(0px, 0px, 0px)');
      await pressKey('ArrowRight');
      // Leaflet animates the pan (80px a press): Enter means the centre once it has arrived.
      await until(
        () => pane.style.transform === 'translate3d(-80px, 0px, 0px)',
        'the arrow key did not pan the map 80px',
      );
      await pressKey('Enter');
      await until(() => reports.length === 2, 'Enter staged nothing');
      const entered = reports[1] as { lat: number; lng: number };
      expect(entered.lng).to.be.greaterThan(clicked.lng + 0.02);
      expect(Math.abs(entered.lat - clicked.lat)).to.be.below(0.001);
    } finally {
      act(() => root.unmount());
      host.remove();
    }
  });

  it('displays "lat, lng" rounded to five decimals in the reader\'s number format, or nothing', async () => {
    const definition = getInterface('map') as InterfaceDefinition;
    const Display = definition.display!;
    const field = locationField();
    const shown = async (value: unknown) => {
      const result = await mount(createElement(Display, { value, field, options: {} }));
      mounted.push(result);
      return result.container.textContent;
    };
    expect(await shown(DEFAULT_CENTER)).to.equal('40.72804, -73.94896');
    expect(await shown({ lat: 1, lng: -2.5 })).to.equal('1, -2.5');
    expect(await shown(null)).to.equal('');
    expect(await shown('Brooklyn')).to.equal('');
    expect(formatLocation(DEFAULT_CENTER, 'de')).to.equal('40,72804; -73,94896');
  });
});
