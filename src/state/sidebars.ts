import { map } from 'nanostores';
import { onReset } from './reset.js';

// The navigation and info sidebars (spec 1 §3). They toggle, and close on every navigation.

export interface Sidebars {
  nav: boolean;
  info: boolean;
}

export type SidebarName = keyof Sidebars;

export const $sidebars = map<Sidebars>({ nav: false, info: false });

/** Flips a sidebar, or sets it when `open` is given. */
export function toggleSidebar(name: SidebarName, open?: boolean): void {
  $sidebars.setKey(name, open ?? !$sidebars.get()[name]);
}

export function closeSidebars(): void {
  const { nav, info } = $sidebars.get();
  if (nav || info) $sidebars.set({ nav: false, info: false });
}

onReset(() => $sidebars.set({ nav: false, info: false }));
