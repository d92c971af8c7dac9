// The schema service: the project's collections, fields and relations (see types.ts), cached per
// project and validated by a version counter (schema-cache.ts).
export { columnClass, derivedType } from './field-types.js';
export { introspectColumns } from './introspect.js';
export { isAddressableName, loadSchema, parseStatusMapping } from './load-schema.js';
export {
  bumpSchemaVersion,
  forgetSchema,
  getSchema,
  type ProjectState,
  readProjectState,
  SCHEMA_VERSION_TABLE,
  schemaAt,
  stateColumns,
  stateFromRow,
  withSchemaVersionTable,
} from './schema-cache.js';
export type * from './types.js';
