import { map } from 'nanostores';
import { INFO_SIDEBAR_AUTO_OPEN_WIDTH } from '../constants.js';
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

/**
 * Item-detail pages open the info sidebar by themselves in windows wider than 1235 px (spec 2 §2);
 * narrower, it stays a toggle. Called once the page shows, after the navigation closed it.
 */
export function openInfoSidebarIfWide(width: number = window.innerWidth): void {
  if (width > INFO_SIDEBAR_AUTO_OPEN_WIDTH) toggleSidebar('info', true);
}

onReset(() => $sidebars.set({ nav: false, info: false }));
