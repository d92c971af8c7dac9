// Live column introspection, one query (two on PostgreSQL) for the whole database, giving the
// same ColumnSchema shape on SQLite, MySQL/MariaDB and PostgreSQL: base type, length,
// precision/scale, nullability, default, primary key and auto-increment.
import type { Knex } from 'knex';
import { dialectOf } from '../../db/dialect.js';
import type { ColumnSchema } from './types.js';

export type TableColumns = Map<string, ColumnSchema[]>;

type Row = Record<string, unknown>;

const str = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);
const num = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

/** `'it''s'` → `it's`; `NULL` → null; other literals as written. */
function unquoteDefault(value: string | null): string | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (/^null$/i.test(trimmed)) return null;
  const quoted = trimmed.match(/^'((?:[^']|'')*)'$/s);
  if (quoted) return quoted[1].replaceAll("''", "'");
  return trimmed;
}

/** `varchar(255)` → {base: 'varchar', args: [255]}; `decimal(8, 2)` → args [8, 2]. */
function splitDeclaredType(declared: string): { base: string; args: number[] } {
  const lower = declared.trim().toLowerCase();
  const match = lower.match(/^([^(]*)\(([^)]*)\)(.*)$/);
  if (!match) return { base: lower.replace(/\s+unsigned$/, '').trim(), args: [] };
  const args = match[2]
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((part) => Number.isFinite(part));
  return { base: match[1].trim(), args };
}

function push(map: TableColumns, table: string, column: ColumnSchema): void {
  const list = map.get(table);
  if (list) list.push(column);
  else map.set(table, [column]);
}

async function sqliteColumns(db: Knex): Promise<TableColumns> {
  const rows: Row[] = await db.raw(
    `select m.name as table_name, m.sql as table_sql, p.cid as cid, p.name as name, p.type as type,
            p."notnull" as not_null, p.dflt_value as dflt_value, p.pk as pk
       from sqlite_master m join pragma_table_info(m.name) p
      where m.type = 'table' and m.name not like 'sqlite\\_%' escape '\\'
      order by m.name, p.cid`,
  );
  const pkCount = new Map<string, number>();
  for (const row of rows) {
    if (Number(row.pk) > 0) {
      const table = String(row.table_name);
      pkCount.set(table, (pkCount.get(table) ?? 0) + 1);
    }
  }
  const map: TableColumns = new Map();
  for (const row of rows) {
    const table = String(row.table_name);
    const declared = str(row.type) ?? '';
    const { base, args } = splitDeclaredType(declared);
    const primaryKey = Number(row.pk) > 0;
    // A single INTEGER PRIMARY KEY is the rowid: it auto-increments.
    const autoIncrement = primaryKey && pkCount.get(table) === 1 && base === 'integer';
    const isNumeric = /decimal|numeric/.test(base);
    push(map, table, {
      name: String(row.name),
      dataType: base || 'text',
      fullType: declared.toLowerCase() || 'text',
      length: !isNumeric && args.length === 1 ? args[0] : null,
      precision: isNumeric ? (args[0] ?? null) : null,
      scale: isNumeric ? (args[1] ?? null) : null,
      nullable: !Number(row.not_null) && !primaryKey,
      defaultValue: unquoteDefault(str(row.dflt_value)),
      primaryKey,
      autoIncrement,
      unsigned: null,
      position: Number(row.cid) + 1,
    });
  }
  return map;
}

async function mysqlColumns(db: Knex): Promise<TableColumns> {
  const [rows] = (await db.raw(
    `select c.table_name as table_name, c.column_name as column_name,
            c.ordinal_position as position, c.column_default as column_default,
            c.is_nullable as is_nullable, c.data_type as data_type, c.column_type as column_type,
            c.character_maximum_length as max_length, c.numeric_precision as num_precision,
            c.numeric_scale as num_scale, c.column_key as column_key, c.extra as extra
       from information_schema.columns c
       join information_schema.tables t
         on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = database() and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`,
  )) as [Row[], unknown];
  const map: TableColumns = new Map();
  for (const row of rows) {
    const dataType = String(row.data_type).toLowerCase();
    const fullType = String(row.column_type).toLowerCase();
    const numeric = dataType === 'decimal' || dataType === 'numeric';
    push(map, String(row.table_name), {
      name: String(row.column_name),
      dataType,
      fullType,
      length:
        num(row.max_length) ?? (numeric ? null : (splitDeclaredType(fullType).args[0] ?? null)),
      precision: numeric ? num(row.num_precision) : null,
      scale: numeric ? num(row.num_scale) : null,
      nullable: String(row.is_nullable).toUpperCase() === 'YES',
      defaultValue: unquoteDefault(str(row.column_default)),
      primaryKey: String(row.column_key).toUpperCase() === 'PRI',
      autoIncrement: /auto_increment/i.test(String(row.extra ?? '')),
      unsigned: /unsigned/.test(fullType),
      position: Number(row.position),
    });
  }
  return map;
}

/** `'draft'::character varying` → draft; `nextval(...)` is an auto-increment, not a default. */
function postgresDefault(value: string | null): string | null {
  if (value === null) return null;
  const withoutCast = value.replace(/::[a-z_ "]+(\[\])?$/i, '');
  return unquoteDefault(withoutCast);
}

async function postgresColumns(db: Knex): Promise<TableColumns> {
  const columns: { rows: Row[] } = await db.raw(
    `select c.table_name as table_name, c.column_name as column_name,
            c.ordinal_position as position, c.column_default as column_default,
            c.is_nullable as is_nullable, c.data_type as data_type, c.udt_name as udt_name,
            c.character_maximum_length as max_length, c.numeric_precision as num_precision,
            c.numeric_scale as num_scale, c.is_identity as is_identity
       from information_schema.columns c
       join information_schema.tables t
         on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`,
  );
  const keys: { rows: Row[] } = await db.raw(
    `select kcu.table_name as table_name, kcu.column_name as column_name
       from information_schema.table_constraints tc
       join information_schema.key_column_usage kcu
         on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
        and kcu.table_name = tc.table_name
      where tc.constraint_type = 'PRIMARY KEY' and tc.table_schema = current_schema()`,
  );
  const primary = new Set(keys.rows.map((row) => `${row.table_name}\u0000${row.column_name}`));
  const map: TableColumns = new Map();
  for (const row of columns.rows) {
    const table = String(row.table_name);
    const name = String(row.column_name);
    let dataType = String(row.data_type).toLowerCase();
    if (dataType === 'user-defined' || dataType === 'array') dataType = String(row.udt_name);
    const rawDefault = str(row.column_default);
    const serial = rawDefault !== null && /^nextval\(/i.test(rawDefault);
    const length = num(row.max_length);
    const numeric = dataType === 'numeric';
    const precision = numeric ? num(row.num_precision) : null;
    const scale = numeric ? num(row.num_scale) : null;
    let fullType = dataType;
    if (length !== null) fullType = `${dataType}(${length})`;
    else if (numeric && precision !== null) fullType = `${dataType}(${precision},${scale ?? 0})`;
    push(map, table, {
      name,
      dataType,
      fullType,
      length,
      precision,
      scale,
      nullable: String(row.is_nullable).toUpperCase() === 'YES',
      defaultValue: serial ? null : postgresDefault(rawDefault),
      primaryKey: primary.has(`${table}\u0000${name}`),
      autoIncrement: serial || String(row.is_identity).toUpperCase() === 'YES',
      unsigned: null,
      position: Number(row.position),
    });
  }
  return map;
}

/** Every base table of the connection's database (current schema on PostgreSQL) with its columns. */
export async function introspectColumns(db: Knex): Promise<TableColumns> {
  switch (dialectOf(db)) {
    case 'sqlite':
      return sqliteColumns(db);
    case 'mysql':
      return mysqlColumns(db);
    default:
      return postgresColumns(db);
  }
}
