// The short help under the database-type choice: what a column of that type holds on this
// database ("TINYINT -128 to 127", "VARCHAR up to 16,383 characters"), as a string key and its
// values. Ranges are the databases' own; SQLite keeps every integer in 8 bytes.
import { type DatabaseVendor, datatypeInfo, maxSizeOn } from '../../../schema/datatypes.js';

export interface DatatypeRange {
  key:
    | 'range_numbers'
    | 'range_chars'
    | 'range_text_any'
    | 'range_decimal'
    | 'range_float'
    | 'range_date'
    | 'range_datetime'
    | 'range_time'
    | 'range_boolean'
    | 'range_json'
    | 'range_uuid';
  values: Record<string, string>;
}

const INTEGER_BITS: Readonly<Record<string, number>> = {
  TINYINT: 8,
  SMALLINT: 16,
  MEDIUMINT: 24,
  INT: 32,
  BIGINT: 64,
};

/** MySQL's TEXT family limits; PostgreSQL's and SQLite's TEXT has none worth naming. */
const MYSQL_TEXT_MAX: Readonly<Record<string, number>> = {
  TINYTEXT: 255,
  TEXT: 65535,
  MEDIUMTEXT: 16777215,
  LONGTEXT: 4294967295,
};

export function datatypeRange(
  datatype: string,
  vendor: DatabaseVendor,
  locale: string | null,
): DatatypeRange | null {
  const info = datatypeInfo(datatype);
  if (!info) return null;
  const number = (value: bigint | number) => value.toLocaleString(locale ?? undefined);
  switch (info.family) {
    case 'integer': {
      const bits = vendor === 'sqlite' ? 64 : (INTEGER_BITS[info.name] ?? 32);
      const max = 2n ** BigInt(bits - 1);
      return { key: 'range_numbers', values: { min: number(-max), max: number(max - 1n) } };
    }
    case 'decimal':
      return { key: 'range_decimal', values: { digits: number(65), decimals: number(30) } };
    case 'float':
      return { key: 'range_float', values: { digits: number(info.name === 'FLOAT' ? 7 : 15) } };
    case 'char':
    case 'varchar':
    case 'binary':
      return { key: 'range_chars', values: { max: number(maxSizeOn(info, vendor)) } };
    case 'text': {
      const max = vendor === 'mysql' ? MYSQL_TEXT_MAX[info.name] : undefined;
      return max === undefined
        ? { key: 'range_text_any', values: {} }
        : { key: 'range_chars', values: { max: number(max) } };
    }
    case 'date':
      return { key: 'range_date', values: {} };
    case 'datetime':
    case 'timestamp':
      return { key: 'range_datetime', values: {} };
    case 'time':
      return { key: 'range_time', values: {} };
    case 'boolean':
      return { key: 'range_boolean', values: {} };
    case 'json':
      return { key: 'range_json', values: {} };
    case 'uuid':
      return { key: 'range_uuid', values: {} };
    default:
      return null;
  }
}
