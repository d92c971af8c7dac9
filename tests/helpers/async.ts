// Waiting on real events in node:test files, instead of sleeping and hoping.
import type { ReadableAtom } from 'nanostores';

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
}

/** A promise the test settles itself: hands a step's answer to the code under test. */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * Resolves once every promise reaction queued so far has run (the next turn of the event loop).
 * For "nothing else happened" checks after the awaited step: work chained on promises only has
 * finished by then; anything waiting on I/O or a timer has not, so use it only for the former.
 */
export function drainMicrotasks(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** The store's value once `accept` holds for it (now or on a later change); fails after `timeoutMs`. */
export function storeReaches<T>(
  store: ReadableAtom<T>,
  accept: (value: T) => boolean,
  description: string,
  timeoutMs = 3000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    let unsubscribe = () => {};
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`timed out waiting for ${description}`));
    }, timeoutMs);
    let done = false;
    unsubscribe = store.subscribe((value) => {
      if (done || !accept(value)) return;
      done = true;
      clearTimeout(timer);
      queueMicrotask(() => unsubscribe());
      resolve(value);
    });
    if (done) unsubscribe();
  });
}
