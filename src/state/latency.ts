import { atom, computed } from 'nanostores';
import { ping } from '../api/server.js';
import {
  LATENCY_CHECK_INTERVAL_MS,
  LATENCY_MAX_SAMPLES,
  LATENCY_SIGNAL_THRESHOLDS_MS,
} from '../constants.js';

// Connection quality (spec 1 §4, §9): a rolling list of ping results and the signal level the
// project switcher shows. The list survives `resetState()`.

export interface LatencySample {
  /** When it was measured (ms since the epoch). */
  date: number;
  /** Round trip in ms; -1 means the ping failed. */
  latency: number;
}

/** 4 best … 1 worst; 0 when there is no sample or the last one failed. */
export type ConnectionSignal = 0 | 1 | 2 | 3 | 4;

export const $latency = atom<readonly LatencySample[]>([]);

export const $connectionSignal = computed($latency, (samples) => signalFor(samples.at(-1)));

export function signalFor(sample: LatencySample | undefined): ConnectionSignal {
  if (!sample || sample.latency < 0) return 0;
  const [excellent, good, fair] = LATENCY_SIGNAL_THRESHOLDS_MS;
  if (sample.latency < excellent) return 4;
  if (sample.latency < good) return 3;
  if (sample.latency < fair) return 2;
  return 1;
}

/** Appends a sample, dropping the oldest beyond the cap. */
export function recordLatency(latency: number, date: number = Date.now()): void {
  const samples = [...$latency.get(), { date, latency }];
  $latency.set(samples.slice(-LATENCY_MAX_SAMPLES));
}

/** One ping, recorded. */
export async function checkLatency(): Promise<void> {
  recordLatency(await ping());
}

/** Pings now and every 10 s until the returned function is called. */
export function startLatencyChecks(): () => void {
  void checkLatency();
  const timer = setInterval(() => void checkLatency(), LATENCY_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
