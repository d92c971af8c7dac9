import { $config } from '../../src/state/config.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { $latency } from '../../src/state/latency.js';
import { $projects, $projectsError, type ProjectEntry } from '../../src/state/projects.js';
import { resetState } from '../../src/state/reset.js';

/** A loopback port nothing listens on: requests fail the way an unreachable API does. */
export const CLOSED_API = 'http://127.0.0.1:9/';

/** A folder of static answers under tests/browser/fixtures, served by the test runner. */
export function fixtureApi(name: string): string {
  return `${location.origin}/tests/browser/fixtures/${name}/`;
}

export function project(key: string, changes: Partial<ProjectEntry> = {}): ProjectEntry {
  return {
    key,
    status: 'successful',
    error: null,
    data: { project_name: key.charAt(0).toUpperCase() + key.slice(1) },
    authenticated: false,
    ...changes,
  };
}

/** Puts every store back to its first state (tests in one file share the module singletons). */
export function resetStores(): void {
  resetState();
  $projects.set(null);
  $projectsError.set(null);
  $latency.set([]);
  setCurrentProject(null);
  $config.setKey('apiRoot', CLOSED_API);
}

/** Types into a React-controlled field the way the browser reports typing: value, then `input`. */
export function typeInto(input: HTMLInputElement, text: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Chooses an option of a native select and reports the change. */
export function chooseOption(select: HTMLSelectElement, value: string): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
  setValue?.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Drops the page's hash without a history entry, so each test starts at `/`. */
export function clearHash(): void {
  history.replaceState(null, '', `${location.pathname}${location.search}`);
}

/** The element's rendered text, once React has rendered something matching `selector`. */
export function shadowQuery<E extends Element = HTMLElement>(
  host: Element,
  selector: string,
): E | null {
  return host.shadowRoot?.querySelector<E>(selector) ?? null;
}
