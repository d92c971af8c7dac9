import type { ComponentType } from 'react';
import type { ItemFilter } from '../api/items.js';
import type { CollectionInfo } from '../api/types.js';
import { registerBundledExtension } from '../state/extensions.js';

// The layout registry: tabular (the default), cards, calendar, timeline and any extension layout.
// The listing screen knows only this file; each layout folder exports one definition.

/** Rows by index, for a layout that shows any stretch of a long list (the table). */
export interface RowSource {
  /** Items matching the query on the server. */
  total: number;
  /** The row at an index, if it is loaded. */
  at(index: number): Record<string, unknown> | undefined;
  /** Rows `start` to `end` (exclusive) are on screen: load those missing. */
  want(start: number, end: number): void;
  /** Every row loaded so far, in list order. */
  loaded: readonly Record<string, unknown>[];
}

export interface LayoutProps {
  collection: CollectionInfo;
  /** The rows loaded so far. */
  items: readonly Record<string, unknown>[];
  /** The layout's own saved settings (`view_options[layout]` of the preset). */
  viewOptions: Record<string, unknown>;
  /** The query the layout asked for (`view_query[layout]`: fields, sort). */
  viewQuery: Record<string, unknown>;
  onViewOptionsChange(options: Record<string, unknown>): void;
  onViewQueryChange(query: Record<string, unknown>): void;
  /** Selected primary keys. */
  selection: readonly (string | number)[];
  onSelectionChange(selection: (string | number)[]): void;
  /** Where a row leads (the item's route). */
  linkTo(item: Record<string, unknown>): string;
  /** More rows exist: the layout calls this when the end comes within 500 px. */
  hasMore: boolean;
  loadMore(): void;
  /** Rows by index, once the count is known; a layout may use it instead of `items` + `loadMore`. */
  rows?: RowSource | null;
  loading: boolean;
  /** The listing's search text and filters, for a layout that runs its own query (calendar). */
  search?: string;
  filters?: readonly ItemFilter[];
}

export interface LayoutDefinition {
  id: string;
  name: string;
  icon?: string;
  component: ComponentType<LayoutProps>;
  /** Its settings panel in the info sidebar, if it has one. */
  options?: ComponentType<LayoutProps>;
}

export const DEFAULT_LAYOUT = 'tabular';

const layouts = new Map<string, LayoutDefinition>();

/** The layouts the server hosts (src/extensions/ sets it). */
export interface ServerLayoutSource {
  get(id: string): LayoutDefinition | null;
  list(): LayoutDefinition[];
}

let serverLayouts: ServerLayoutSource = { get: () => null, list: () => [] };

/** src/extensions/server-layouts.tsx hands its source in when it loads. */
export function setServerLayoutSource(source: ServerLayoutSource): void {
  serverLayouts = source;
}

export function registerLayout(definition: LayoutDefinition): void {
  if (layouts.has(definition.id)) return;
  layouts.set(definition.id, definition);
  registerBundledExtension('layouts', {
    id: definition.id,
    name: definition.name,
    icon: definition.icon,
  });
}

/** A bundled layout, else one the server hosts (src/extensions/), else null. */
export function getLayout(id: string | null | undefined): LayoutDefinition | null {
  return (id && (layouts.get(id) ?? serverLayouts.get(id))) || null;
}

/** The bundled layouts, then the server's (a server layout with a bundled id is left out). */
export function listLayouts(): LayoutDefinition[] {
  return [...layouts.values(), ...serverLayouts.list().filter((layout) => !layouts.has(layout.id))];
}
