// The datatypes the field wizard offers per field type and database, with their length rules and
// the fallback interface per datatype: the server's own catalogue, imported rather than copied so
// the wizard offers exactly what the server creates (see src/permissions/shared-rules.ts for why
// from server/). That file imports nothing at run time.
export {
  COLUMNLESS_TYPES,
  type DatatypeInfo,
  datatypeInfo,
  datatypeLabel,
  datatypesForType,
  fallbackInterfaceForDatatype,
  MAX_PRECISION,
  MAX_VARCHAR_BEFORE_TEXT,
  maxSizeOn,
  SINGLE_PER_COLLECTION_TYPES,
  takesLength,
} from '../../server/services/schema-admin/datatype-catalogue.js';

import type { DatabaseType } from '../../server/config/database-type.js';

/** The database vendors the server runs on; a Directus 8 server reports `mysql`. */
export type DatabaseVendor = DatabaseType;

/** The vendor a project's info names (`database`), MySQL when unknown (v8 knew only MySQL). */
export function databaseVendor(reported: string | null | undefined): DatabaseVendor {
  const value = (reported ?? '').toLowerCase();
  if (value === 'sqlite' || value === 'sqlite3') return 'sqlite';
  if (value === 'postgres' || value === 'pg' || value === 'postgresql') return 'postgres';
  return 'mysql';
}
