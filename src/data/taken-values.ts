import { listItems } from '../api/items.js';

/**
 * Which of `values` field `field` of a collection already holds (`filter[field][in]=…`), to pick a
 * free unique value. Values with a comma cannot be listed in `in`: for those none is reported.
 */
export async function takenValues(
  project: string,
  collection: string,
  field: string,
  values: readonly string[],
): Promise<ReadonlySet<string>> {
  if (values.length === 0 || values.some((value) => value.includes(','))) return new Set();
  const { data } = await listItems(project, collection, {
    fields: [field],
    filters: [{ field, operator: 'in', value: values.join(',') }],
    limit: -1,
    meta: [],
  });
  return new Set(data.map((row) => String(row[field])));
}
