/**
 * For a screen that opens on a form: the interfaces' inputs (one chunk, src/interfaces/lazy-input.tsx)
 * are fetched beside the screen's chunk, so its fields do not wait for them after it renders.
 * Through the shared chunk's handle, so this module (in the start-up code) imports no interface.
 */
export function withInputs<Module>(screen: Promise<Module>): Promise<Module> {
  const inputs = import('./shared-code.js').then((shared) => shared.preloadInputs());
  return Promise.all([screen, inputs]).then(([module]) => module);
}
