import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../constants.js';
import { ensureScreenStrings } from '../../i18n/screen-strings.js';

/** A screen chunk that failed to download or took longer than 120 s (spec 1 §7). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the admin failed to load.', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** A lazy screen that can be asked to start downloading before it renders. */
export type LazyScreen<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /**
   * Starts fetching the chunk (and the screens' strings). Settles when the download does, never
   * rejects: a failure is left to the render, which tries again and reports it.
   */
  preload(): Promise<void>;
};

/**
 * `React.lazy` for screens: the chunk is fetched on first render (or on `preload()`, e.g. while
 * the start-up data loads), relative to the bundle's own URL (so the CDN drop-in works from any
 * origin), and a failure or time-out becomes a `ChunkLoadError` for the error boundary.
 */
export function lazyScreen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyScreen<Props> {
  let pending: Promise<{ default: ComponentType<Props> }> | null = null;
  let loaded: { default: ComponentType<Props> } | null = null;
  const start = () => {
    if (!pending) {
      const attempt = loadScreen(load);
      // A failed attempt is not kept: the render (or the next preload) tries again.
      attempt.then(
        (module) => {
          loaded = module;
        },
        () => {
          if (pending === attempt) pending = null;
        },
      );
      pending = attempt;
    }
    return pending;
  };
  // A chunk preloaded before its first render is handed to React already settled: React's lazy
  // then renders it in the same pass instead of suspending, which would show the fallback and,
  // once the chunk "arrives", hold the reveal for React's 300 ms fallback throttle.
  // (React's types ask for a Promise; lazy only ever calls `then`.)
  const render = () =>
    loaded ? (settled(loaded) as Promise<{ default: ComponentType<Props> }>) : start();
  const preload = () =>
    start().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(lazy(render), { preload });
}

/** A thenable that calls back at once, so React's lazy reads the value synchronously. */
function settled<Value>(value: Value): PromiseLike<Value> {
  const thenable = {
    status: 'fulfilled',
    value,
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose (React's lazy calls it)
    then<Result>(onFulfilled?: ((value: Value) => Result | PromiseLike<Result>) | null) {
      onFulfilled?.(value);
      return thenable as unknown as PromiseLike<Result>;
    },
  };
  return thenable;
}

async function loadScreen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): Promise<{ default: ComponentType<Props> }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Timed out.')), CHUNK_LOAD_TIMEOUT_MS);
  });
  try {
    // A screen renders with its strings (i18n/screen-strings.ts), fetched beside its chunk.
    const [component] = await Promise.race([Promise.all([load(), ensureScreenStrings()]), timeout]);
    return { default: component };
  } catch (error) {
    throw new ChunkLoadError(error);
  } finally {
    clearTimeout(timer);
  }
}
