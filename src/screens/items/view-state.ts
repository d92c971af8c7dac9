import type { ItemFilter } from '../../api/items.js';
import type { PresetValues } from '../../api/presets.js';
import type { CollectionPreset, FieldInfo } from '../../api/types.js';
import { DEFAULT_LAYOUT } from '../../layouts/registry.js';

// A user's view of a collection (spec 2 §3 "collection preset"): layout, each layout's query and
// options, the search text and the filters. It is read from the user's own preset and written back
// to it whole.

export interface ViewState {
  layout: string;
  /** Per layout id: `{ fields, sort }`. */
  viewQuery: Record<string, Record<string, unknown>>;
  /** Per layout id: the layout's own settings. */
  viewOptions: Record<string, Record<string, unknown>>;
  search: string;
  filters: ItemFilter[];
}

export const EMPTY_VIEW: ViewState = {
  layout: DEFAULT_LAYOUT,
  viewQuery: {},
  viewOptions: {},
  search: '',
  filters: [],
};

/** v8 stores JSON columns either parsed or as strings; both are accepted. */
function json(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

function record(value: unknown): Record<string, Record<string, unknown>> {
  const parsed = json(value);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const out: Record<string, Record<string, unknown>> = {};
  for (const [key, entry] of Object.entries(parsed)) {
    if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
      out[key] = entry as Record<string, unknown>;
    }
  }
  return out;
}

export function parseFilters(value: unknown): ItemFilter[] {
  const parsed = json(value);
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter((entry) => entry && typeof entry === 'object' && typeof entry.field === 'string')
    .map((entry) => ({
      field: String(entry.field),
      operator: typeof entry.operator === 'string' ? entry.operator : 'contains',
      value: entry.value === null || entry.value === undefined ? '' : String(entry.value),
    }));
}

export function viewFromPreset(preset: Partial<CollectionPreset> | null): ViewState {
  if (!preset) return EMPTY_VIEW;
  return {
    layout: preset.view_type || DEFAULT_LAYOUT,
    viewQuery: record(preset.view_query),
    viewOptions: record(preset.view_options),
    search: preset.search_query ?? '',
    filters: parseFilters(preset.filters),
  };
}

export function presetFromView(view: ViewState): PresetValues {
  return {
    view_type: view.layout,
    view_query: view.viewQuery,
    view_options: view.viewOptions,
    search_query: view.search || null,
    filters: view.filters,
  };
}

/** The copy of a bookmark that becomes the user's own view (spec 2 §2, bookmark route). */
export function viewPartsOf(preset: Partial<CollectionPreset>): PresetValues {
  return {
    search_query: preset.search_query ?? null,
    filters: preset.filters ?? [],
    view_query: preset.view_query ?? {},
    view_options: preset.view_options ?? {},
    view_type: preset.view_type ?? DEFAULT_LAYOUT,
  };
}

/** Relational fields are requested with their related rows, so displays can show them. */
export function requestField(field: FieldInfo): string {
  switch (field.type) {
    case 'm2o':
    case 'file':
    case 'user':
    case 'owner':
    case 'user_updated':
      return `${field.field}.*`;
    case 'o2m':
    case 'm2m':
    case 'translation':
      return `${field.field}.*.*`;
    default:
      return field.field;
  }
}
