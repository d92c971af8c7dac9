import { act } from 'react';
import type { CollectionInfo } from '../../src/api/types.js';
import { $config } from '../../src/state/config.js';
import { setCurrentProject } from '../../src/state/current-project.js';
import { $latency } from '../../src/state/latency.js';
import { $projects, $projectsError, type ProjectEntry } from '../../src/state/projects.js';
import { resetState } from '../../src/state/reset.js';
import { adoptSharedStyles } from '../../src/ui/styles.js';

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

/**
 * Chooses an option: of a native select (set and report the change, at once), or of the Select
 * primitive (its combobox button: click it, wait for the listbox, click the option).
 */
export function chooseOption(control: Element, value: string): Promise<void> {
  if (control instanceof HTMLSelectElement) {
    const setValue = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
    setValue?.call(control, value);
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return Promise.resolve();
  }
  return chooseFromListbox(control as HTMLElement, value);
}

/** The options a Select's listbox shows now (empty while it is closed). */
export function listboxOptions(combobox: Element): HTMLElement[] {
  const root = combobox.getRootNode() as Document | ShadowRoot;
  const id = combobox.getAttribute('aria-controls');
  const list = id ? (root.getElementById?.(id) ?? root.querySelector(`[id="${id}"]`)) : null;
  return list ? [...list.querySelectorAll<HTMLElement>('[role="option"]')] : [];
}

/**
 * Opens a Select (when closed) and gives its options' labels once at least `atLeast` are listed
 * (options may load from the API); the list stays open.
 */
export async function openOptions(combobox: Element, atLeast = 1): Promise<string[]> {
  if (combobox.getAttribute('aria-expanded') !== 'true') {
    await inAct(() => (combobox as HTMLElement).click());
  }
  for (let tries = 0; tries < 150 && listboxOptions(combobox).length < atLeast; tries += 1) {
    await inAct(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return listboxOptions(combobox).map((option) => option.textContent ?? '');
}

/** Runs `step` inside React's act() when the test runs in an act environment. */
async function inAct(step: () => void): Promise<void> {
  if ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT) {
    await act(async () => step());
  } else {
    step();
  }
}

async function chooseFromListbox(combobox: HTMLElement, value: string): Promise<void> {
  if (combobox.getAttribute('aria-expanded') !== 'true') await inAct(() => combobox.click());
  let option: HTMLElement | undefined;
  for (let tries = 0; tries < 100 && !option; tries += 1) {
    option = listboxOptions(combobox).find((entry) => entry.dataset.value === value);
    if (!option) await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  if (!option) throw new Error(`no option ${value} in the listbox`);
  const chosen = option;
  await inAct(() => chosen.click());
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

/** Gives the document the admin's shared styles, for a component mounted outside a shadow root. */
export function adoptAdminStyles(): void {
  adoptSharedStyles(document);
}

/** A collection as `GET collections` describes it, with no fields unless `changes` gives some. */
export function collectionInfo(
  name: string,
  changes: Partial<CollectionInfo> = {},
): CollectionInfo {
  return {
    collection: name,
    managed: true,
    hidden: false,
    single: false,
    icon: null,
    note: null,
    translation: null,
    fields: {},
    ...changes,
  };
}

/**
 * Runs `during` with `window.fetch` replaced by `fake` (handed the real one, to pass requests on),
 * and puts the real one back afterwards, whatever happens.
 */
export async function withFetch<T>(
  fake: (real: typeof fetch, input: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
  during: () => T | Promise<T>,
): Promise<T> {
  const real = window.fetch;
  window.fetch = (input, init) => fake(real, input, init);
  try {
    return await during();
  } finally {
    window.fetch = real;
  }
}

/** The URL a fetch was asked for, whatever form it was given in. */
export function requestUrl(input: RequestInfo | URL): URL {
  return new URL(String(input instanceof Request ? input.url : input));
}
