import { type ComponentType, Suspense } from 'react';
import { type LazyScreen, lazyScreen } from '../screens/app-root/lazy-screen.js';
import type { InputProps } from './registry.js';

// Interfaces' inputs are fetched when a form needs them, not with the listings: a listing shows
// only displays, and the inputs are the larger half of the interfaces' code. The build puts every
// input in one `interface-inputs` chunk (rollup.config.mjs), so the first input asked for brings
// all of them, and every other input is then started too: a form's fields appear together.

const inputs = new Set<LazyScreen<InputProps>>();
let startingAll = false;

/** Starts every lazy input's download (they share one chunk, so this costs one request). */
function startAll(): void {
  startingAll = true;
  try {
    for (const input of inputs) void input.preload();
  } finally {
    startingAll = false;
  }
}

/**
 * Fetches the inputs' code; settles when it is there (or failed: a form that renders an input
 * then tries again and reports it). Form screens call this beside their own chunk.
 */
export function preloadInputs(): Promise<void> {
  return Promise.all([...inputs].map((input) => input.preload())).then(() => undefined);
}

/** Where an input shows while its code downloads: an empty box the size of a text input. */
function InputPending({ id }: { id: string }) {
  return <div id={id} className="cms-field__control cms-input-pending" aria-busy="true" />;
}

/**
 * An interface's input, downloaded the first time a form renders one (or `preloadInputs` asks).
 * It suspends inside its own boundary, so no caller needs one.
 */
export function lazyInput(
  load: () => Promise<ComponentType<InputProps>>,
): ComponentType<InputProps> {
  const Input = lazyScreen<InputProps>(() => {
    // After the current start has registered itself, so starting the others does not start it twice.
    if (!startingAll) queueMicrotask(startAll);
    return load();
  });
  inputs.add(Input);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per interface when its folder loads, so React sees one stable component
  return function LazyInput(props: InputProps) {
    return (
      <Suspense fallback={<InputPending id={props.id} />}>
        <Input {...props} />
      </Suspense>
    );
  };
}
