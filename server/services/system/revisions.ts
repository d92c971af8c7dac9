// Revisions of one system item (contract §6.9 for /users/{id}/revisions; /files and /webhooks
// follow the same shape): the directus_revisions rows of (collection, item), oldest first, and
// one of them by offset counted from the oldest (quirk 7). The rows are then read through the
// system read service, so §3 parameters and permissions apply as on GET /revisions.
import type { Knex } from 'knex';
import { invalidRequest } from '../../errors/api-error.js';
import type { RawParams } from '../query/index.js';

export const REVISIONS = 'directus_revisions';

/** The revision ids of one item, oldest first. */
export async function revisionKeys(db: Knex, collection: string, item: string): Promise<number[]> {
  const rows: { id: unknown }[] = await db(REVISIONS)
    .select('id')
    .where({ collection, item })
    .orderBy('id', 'asc');
  return rows.map((row) => Number(row.id));
}

/** The read parameters of `/revisions/{offset}`: E4 for an offset that is not a number. */
export function revisionAtParams(params: RawParams, rawOffset: string): RawParams {
  const offset = rawOffset.trim();
  if (!/^\d{1,9}$/.test(offset)) {
    throw invalidRequest('offset: This value should be of type integer.');
  }
  return { fields: params.fields, meta: params.meta, sort: 'id', limit: '1', offset };
}
