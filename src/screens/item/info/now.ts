import { atom, onMount } from 'nanostores';
import { RELATIVE_TIME_REFRESH_MS } from '../../../constants.js';

// One clock for every relative-time label on the page (spec 2 §9: they refresh every second). It
// ticks only while some label shows.

export const $now = atom(Date.now());

onMount($now, () => {
  $now.set(Date.now());
  const timer = setInterval(() => $now.set(Date.now()), RELATIVE_TIME_REFRESH_MS);
  return () => clearInterval(timer);
});
