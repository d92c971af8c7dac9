// The reset action of spec 1 §4. Each store that belongs to the signed-in session registers how to
// restore itself; stores that survive a reset (latency, current project key, project list, and the
// host's configuration) simply do not register.

type ResetHandler = () => void;

const handlers = new Set<ResetHandler>();

/** Called by a store module at load time. */
export function onReset(handler: ResetHandler): void {
  handlers.add(handler);
}

/** Restores all client state except the latency list, the current project key and the project list. */
export function resetState(): void {
  for (const handler of handlers) handler();
}
