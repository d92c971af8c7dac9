// The reset action of spec 1 §4. Each store that belongs to the signed-in session registers how to
// restore itself when its module loads: hydration (which also drops a hydration in flight), the
// current user (user.ts), permissions, schema (collections, relations), settings, bookmarks,
// sidebars and notifications. Stores that survive a reset (latency, current project key, project
// list, request queue, and the host's configuration) simply do not register. (Registration instead
// of imports here: the store modules import this one, and a cycle would run them before it.)

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
