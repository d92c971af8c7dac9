// A handle on the chunk of code the signed-in screens share (rollup.config.mjs puts this module in
// it): importing this fetches that chunk as soon as a signed-in screen is known to be next, beside
// the screen's own chunk, instead of after it (the browser only finds a chunk's imports once the
// chunk has arrived).
export const sharedCodeLoaded = true;

// A screen that opens on a form fetches the interfaces' inputs beside its chunk (RouteView.tsx).
export { preloadInputs } from '../../interfaces/index.js';
