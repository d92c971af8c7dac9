import { appRouter } from './app-router.js';
import { installNavigationGuard } from './guard.js';
import { hashLocation } from './location-source.js';

// `<cms-admin>` drives the page's hash: while one is connected the app router reads and writes
// `location.hash` and the navigation guard runs. Counted, so a second `<cms-admin>` (or a remount
// after the element moves) does not install things twice.

let connections = 0;
let disconnectRouter: (() => void) | null = null;

/** Connects the app router to the page's hash; returns the function that disconnects it. */
export function connectAdminNavigation(): () => void {
  connections += 1;
  if (connections === 1) {
    const uninstallGuard = installNavigationGuard(appRouter);
    const detachHash = appRouter.setLocationSource(hashLocation());
    appRouter.start();
    disconnectRouter = () => {
      detachHash();
      uninstallGuard();
    };
  }
  let connected = true;
  return () => {
    if (!connected) return;
    connected = false;
    connections -= 1;
    if (connections === 0) {
      disconnectRouter?.();
      disconnectRouter = null;
    }
  };
}
