// The query engine: §3 read parameters → validated ReadQuery (parse-query.ts) → SQL with bindings
// only (filter.ts, scope.ts, execute.ts) → shaped, formatted items (format.ts) and meta (meta.ts).
export {
  buildSelect,
  countByStatus,
  countFiltered,
  countTotal,
  executeRead,
  type Item,
} from './execute.js';
export { formatValue, normalizeDateTime } from './format.js';
export { itemMeta, listMeta, type PageLinkBase } from './meta.js';
export { csvList, type RawParams } from './params.js';
export {
  ENGINE_DEFAULT_LIMIT,
  itemNotFound,
  type ParseInput,
  parseReadQuery,
  type ReadSettings,
  readSettingsFrom,
} from './parse-query.js';
export { parseQueryString, QUERY_STRING_LIMITS } from './query-string.js';
export type * from './types.js';
