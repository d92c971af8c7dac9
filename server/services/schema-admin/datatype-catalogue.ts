// The SQL data types a field can be stored as, the ones each Directus field type allows on each
// database, and their length rules (spec 3 §3 "Database types per field type", "Column length
// rules", "Fallback interface by database type"). Clients speak MySQL type names (v8 knew only
// MySQL); datatypes.ts maps each to the column type of SQLite, MariaDB/MySQL and PostgreSQL.
//
// The admin imports this file (src/schema/datatypes.ts) so that its field wizard offers exactly
// what this server creates. It must stay free of Node imports and of anything but types.
import type { DatabaseType } from '../../config/database-type.js';

export type Family =
  | 'integer'
  | 'decimal'
  | 'float'
  | 'char'
  | 'varchar'
  | 'text'
  | 'binary'
  | 'blob'
  | 'date'
  | 'datetime'
  | 'timestamp'
  | 'time'
  | 'year'
  | 'json'
  | 'boolean'
  | 'uuid';

/**
 * How a data type takes a length:
 * - size: `VARCHAR(n)`; display: integer display width (MySQL only, ignored elsewhere);
 * - precision: `DECIMAL(p,s)` given as "p,s" (or "p");
 * - none: a length is refused (E403).
 */
export type LengthKind = 'size' | 'display' | 'precision' | 'none';

export interface DatatypeInfo {
  /** Canonical upper-case name. */
  name: string;
  family: Family;
  lengthKind: LengthKind;
  /** Used when no length is given (spec 3 "Column length rules"). */
  defaultLength?: number;
  defaultPrecision?: [number, number];
  /** No usable default: a missing length is E402 (v8 "Missing length for"). */
  lengthRequired?: boolean;
  maxLength?: number;
}

const integer = (name: string): DatatypeInfo => ({
  name,
  family: 'integer',
  lengthKind: 'display',
  maxLength: 255,
});
const plain = (name: string, family: Family): DatatypeInfo => ({
  name,
  family,
  lengthKind: 'none',
});

export const CATALOGUE: readonly DatatypeInfo[] = [
  integer('TINYINT'),
  integer('SMALLINT'),
  integer('MEDIUMINT'),
  integer('INT'),
  integer('BIGINT'),
  {
    name: 'DECIMAL',
    family: 'decimal',
    lengthKind: 'precision',
    defaultPrecision: [10, 10],
  },
  { name: 'FLOAT', family: 'float', lengthKind: 'precision' },
  { name: 'DOUBLE', family: 'float', lengthKind: 'precision' },
  { name: 'CHAR', family: 'char', lengthKind: 'size', defaultLength: 50, maxLength: 255 },
  { name: 'VARCHAR', family: 'varchar', lengthKind: 'size', defaultLength: 255, maxLength: 65535 },
  plain('TINYTEXT', 'text'),
  plain('TEXT', 'text'),
  plain('MEDIUMTEXT', 'text'),
  plain('LONGTEXT', 'text'),
  { name: 'BINARY', family: 'binary', lengthKind: 'size', defaultLength: 1, maxLength: 255 },
  {
    name: 'VARBINARY',
    family: 'binary',
    lengthKind: 'size',
    lengthRequired: true,
    maxLength: 65535,
  },
  plain('TINYBLOB', 'blob'),
  plain('BLOB', 'blob'),
  plain('MEDIUMBLOB', 'blob'),
  plain('LONGBLOB', 'blob'),
  plain('DATE', 'date'),
  plain('DATETIME', 'datetime'),
  plain('TIMESTAMP', 'timestamp'),
  plain('TIME', 'time'),
  plain('YEAR', 'year'),
  plain('JSON', 'json'),
  plain('BOOLEAN', 'boolean'),
  plain('UUID', 'uuid'),
];

export const DATATYPES_BY_NAME: ReadonlyMap<string, DatatypeInfo> = new Map<string, DatatypeInfo>(
  CATALOGUE.map((info) => [info.name, info]),
);
/** Other names clients use for catalogue types. */
export const DATATYPE_ALIASES: Readonly<Record<string, string>> = {
  INTEGER: 'INT',
  NUMERIC: 'DECIMAL',
  REAL: 'DOUBLE',
  BOOL: 'BOOLEAN',
  'DOUBLE PRECISION': 'DOUBLE',
  'CHARACTER VARYING': 'VARCHAR',
  CHARACTER: 'CHAR',
};

export function datatypeInfo(name: string): DatatypeInfo | undefined {
  return DATATYPES_BY_NAME.get(name);
}

/** The datatypes a field type may be stored as on one database, the default first in `offer`. */
interface TypeDatatypes {
  offer: readonly string[];
  default: string;
}

const ints = ['TINYINT', 'SMALLINT', 'MEDIUMINT', 'INT', 'BIGINT'];
const mysqlTexts = ['TINYTEXT', 'TEXT', 'MEDIUMTEXT', 'LONGTEXT'];

/**
 * Per database, the catalogue types that are really different columns there: PostgreSQL has no
 * TINYINT or MEDIUMINT and one TEXT, SQLite keeps one integer and one real storage class, so
 * offering MySQL's whole list would offer choices that make the same column.
 */
const BY_VENDOR: Readonly<Record<DatabaseType, Readonly<Record<string, TypeDatatypes>>>> = {
  mysql: {
    integer: { offer: ints, default: 'INT' },
    string: { offer: ['CHAR', 'VARCHAR', ...mysqlTexts], default: 'VARCHAR' },
    boolean: { offer: ['TINYINT'], default: 'TINYINT' },
    decimal: { offer: ['DECIMAL', 'FLOAT', 'DOUBLE'], default: 'DECIMAL' },
    json: { offer: ['VARCHAR', ...mysqlTexts], default: 'TEXT' },
    uuid: { offer: ['VARCHAR'], default: 'VARCHAR' },
    array: { offer: ['VARCHAR'], default: 'VARCHAR' },
  },
  // No CHAR: PostgreSQL's character(n) pads values with spaces and returns them padded, where
  // MySQL strips them; varchar(n) is what behaves like MySQL's CHAR for the values users store.
  postgres: {
    integer: { offer: ['SMALLINT', 'INT', 'BIGINT'], default: 'INT' },
    string: { offer: ['VARCHAR', 'TEXT'], default: 'VARCHAR' },
    lang: { offer: ['VARCHAR'], default: 'VARCHAR' },
    status: { offer: ['VARCHAR', 'INT'], default: 'VARCHAR' },
    m2o: { offer: ['VARCHAR', 'INT'], default: 'INT' },
    boolean: { offer: ['BOOLEAN'], default: 'BOOLEAN' },
    decimal: { offer: ['DECIMAL', 'FLOAT', 'DOUBLE'], default: 'DECIMAL' },
    json: { offer: ['JSON', 'VARCHAR', 'TEXT'], default: 'TEXT' },
    uuid: { offer: ['VARCHAR', 'UUID'], default: 'VARCHAR' },
    array: { offer: ['VARCHAR', 'TEXT'], default: 'VARCHAR' },
  },
  sqlite: {
    integer: { offer: ['INT'], default: 'INT' },
    string: { offer: ['CHAR', 'VARCHAR', 'TEXT'], default: 'VARCHAR' },
    boolean: { offer: ['BOOLEAN'], default: 'BOOLEAN' },
    decimal: { offer: ['DECIMAL', 'DOUBLE'], default: 'DECIMAL' },
    json: { offer: ['JSON', 'VARCHAR', 'TEXT'], default: 'TEXT' },
    uuid: { offer: ['VARCHAR'], default: 'VARCHAR' },
    array: { offer: ['VARCHAR', 'TEXT'], default: 'VARCHAR' },
  },
};

/** Field types stored like another one, and types with one fixed column type everywhere. */
const SAME_AS: Readonly<Record<string, string>> = { slug: 'string' };
const FIXED: Readonly<Record<string, TypeDatatypes>> = {
  date: { offer: ['DATE'], default: 'DATE' },
  datetime: { offer: ['DATETIME'], default: 'DATETIME' },
  datetime_created: { offer: ['DATETIME'], default: 'DATETIME' },
  datetime_updated: { offer: ['DATETIME'], default: 'DATETIME' },
  time: { offer: ['TIME'], default: 'TIME' },
  lang: { offer: ['CHAR'], default: 'CHAR' },
  status: { offer: ['CHAR', 'VARCHAR', 'INT'], default: 'VARCHAR' },
  hash: { offer: ['VARCHAR'], default: 'VARCHAR' },
  sort: { offer: ['INT'], default: 'INT' },
  file: { offer: ['INT'], default: 'INT' },
  user: { offer: ['INT'], default: 'INT' },
  owner: { offer: ['INT'], default: 'INT' },
  user_updated: { offer: ['INT'], default: 'INT' },
  m2o: { offer: ['CHAR', 'VARCHAR', 'INT'], default: 'INT' },
};

/** Types a collection may hold only once (v8 "Only one system field permitted per table"). */
export const SINGLE_PER_COLLECTION_TYPES: ReadonlySet<string> = new Set([
  'status',
  'sort',
  'owner',
  'user_updated',
  'datetime_created',
  'datetime_updated',
]);

/** Field types without a column (spec 3 "no column"); m2m is what the wizard calls an o2m alias. */
export const COLUMNLESS_TYPES: ReadonlySet<string> = new Set([
  'alias',
  'group',
  'o2m',
  'm2m',
  'translation',
]);

/**
 * The datatypes a field type may be stored as on a database, and the default one; an empty offer
 * for types without a column.
 */
export function datatypesForType(type: string, vendor: DatabaseType): TypeDatatypes {
  if (COLUMNLESS_TYPES.has(type)) return { offer: [], default: '' };
  const base = SAME_AS[type] ?? type;
  return BY_VENDOR[vendor][base] ?? FIXED[base] ?? { offer: ['VARCHAR'], default: 'VARCHAR' };
}

/** What a datatype is called on the database it is created in (PostgreSQL's own names). */
const VENDOR_NAMES: Readonly<Record<DatabaseType, Readonly<Record<string, string>>>> = {
  mysql: {},
  postgres: {
    SMALLINT: 'smallint',
    INT: 'integer',
    BIGINT: 'bigint',
    DECIMAL: 'numeric',
    FLOAT: 'real',
    DOUBLE: 'double precision',
    CHAR: 'character',
    VARCHAR: 'character varying',
    TEXT: 'text',
    BOOLEAN: 'boolean',
    DATE: 'date',
    DATETIME: 'timestamp',
    TIME: 'time',
    JSON: 'json',
    UUID: 'uuid',
  },
  sqlite: { INT: 'integer', DECIMAL: 'numeric', DOUBLE: 'real' },
};

export function datatypeLabel(datatype: string, vendor: DatabaseType): string {
  const name = VENDOR_NAMES[vendor][datatype];
  if (name) return name;
  return vendor === 'mysql' ? datatype : datatype.toLowerCase();
}

/** The largest "digits,decimals" a DECIMAL, FLOAT or DOUBLE takes (MySQL's DECIMAL limits). */
export const MAX_PRECISION = { digits: 65, decimals: 30 } as const;

/** String lengths above this are stored as TEXT (spec 3 §4: "above 255 becomes TEXT"). */
export const MAX_VARCHAR_BEFORE_TEXT = 255;

/**
 * The longest VARCHAR a database creates: MariaDB/MySQL rows hold 65,535 bytes, which is 16,383
 * characters of utf8mb4; the contract's limit (65,535, E402) holds elsewhere.
 */
export function maxSizeOn(info: DatatypeInfo, vendor: DatabaseType): number {
  const max = info.maxLength ?? 255;
  return vendor === 'mysql' && info.name === 'VARCHAR' ? 16383 : max;
}

/** Whether a datatype takes a length on a database (integer display widths exist on MySQL only). */
export function takesLength(info: DatatypeInfo, vendor: DatabaseType): boolean {
  if (info.lengthKind === 'none') return false;
  if (info.lengthKind === 'display') return vendor === 'mysql';
  return true;
}

/**
 * The interface a column gets when it is put under management without one (spec 3 "Fallback
 * interface by database type"), from its datatype in catalogue terms.
 */
export function fallbackInterfaceForDatatype(datatype: string): string {
  if (datatype === 'CHAR' || datatype === 'VARCHAR' || datatype === 'UUID') return 'text-input';
  if (/TEXT$/.test(datatype)) return 'textarea';
  if (datatype === 'BOOLEAN' || datatype === 'TINYINT') return 'switch';
  if (datatype === 'DATE') return 'date';
  if (datatype === 'DATETIME') return 'datetime';
  if (datatype === 'TIME' || datatype === 'TIMESTAMP') return 'time';
  if (datatype === 'JSON') return 'code';
  const family = DATATYPES_BY_NAME.get(datatype)?.family;
  if (family === 'integer' || family === 'decimal' || family === 'float' || family === 'year') {
    return 'numeric';
  }
  return 'text-input';
}
