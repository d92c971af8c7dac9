// The few places where the three databases need different SQL. Identifiers always go through
// knex's `??` (quoted and escaped by knex), values through `?` bindings.
import type { Knex } from 'knex';
import type { DatabaseType } from '../../config/project-config.js';
import type { FieldSchema } from '../schema/types.js';

const POSTGRES_TEXT = new Set([
  'character varying',
  'varchar',
  'text',
  'character',
  'char',
  'citext',
]);

/** Whether a PostgreSQL column is text already (ILIKE reads it as is; others are cast to text). */
export function isPostgresText(field: FieldSchema): boolean {
  return POSTGRES_TEXT.has(field.column?.dataType ?? '');
}

/**
 * `column LIKE pattern` with `\` as the escape character everywhere, case-insensitive everywhere
 * (MySQL's usual collations and SQLite's LIKE are; PostgreSQL needs ILIKE), on any column type
 * (PostgreSQL has no LIKE on numbers or dates: the column is cast to text).
 */
export function likeCondition(
  query: Knex.QueryBuilder,
  dialect: DatabaseType,
  field: FieldSchema,
  pattern: string,
  not: boolean,
  logical: 'and' | 'or' = 'and',
): void {
  const method = logical === 'or' ? 'orWhereRaw' : 'whereRaw';
  const negate = not ? 'not ' : '';
  const column = field.field;
  // A lone escape character at the end (an rlike pattern `\`) is an error on PostgreSQL and
  // SQLite; MySQL takes it literally: escaped, it is a literal backslash everywhere.
  const safe = /(^|[^\\])(\\\\)*\\$/.test(pattern) ? `${pattern}\\` : pattern;
  if (dialect === 'postgres') {
    const text = isPostgresText(field);
    query[method](`${text ? '??' : 'cast(?? as text)'} ${negate}ilike ?`, [column, safe]);
  } else if (dialect === 'sqlite') {
    // SQLite has no default escape character.
    query[method](`?? ${negate}like ? escape '\\'`, [column, safe]);
  } else {
    // MySQL's default escape character is already `\` (a '\' literal would need doubling).
    query[method](`?? ${negate}like ?`, [column, safe]);
  }
}

/** An expression ordering rows randomly (`sort=?`). */
export function randomOrder(dialect: DatabaseType): string {
  return dialect === 'mysql' ? 'rand()' : 'random()';
}
