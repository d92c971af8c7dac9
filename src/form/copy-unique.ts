import type { FieldInfo } from '../api/types.js';
import { mirroredFieldOf } from '../interfaces/slug/mirrored-field.js';
import { isFlagSet } from '../schema/flags.js';

// "Save as copy" of an item with unique values (spec 2 §4): copied as they are, the server refuses
// the copy (409, duplicate). A unique text value the collection already holds gets the first free
// `-copy`, `-copy-2`, ... suffix; any other taken unique value is left empty. A slug that mirrors a
// copied field is treated the same way: it names the item in URLs. The caller tells the user.

export interface CopyChange {
  field: string;
  /** The new value; null when the field was left empty. */
  value: string | null;
}

/** The `unique` flag of the field record (the API sends it); without one, slug fields count. */
export function isUniqueField(field: FieldInfo): boolean {
  if (field.unique !== undefined && field.unique !== null) return isFlagSet(field.unique);
  return field.interface === 'slug';
}

function mirrorsCopiedField(field: FieldInfo, payload: Record<string, unknown>): boolean {
  if (field.interface !== 'slug') return false;
  const source = mirroredFieldOf(field.options ?? {});
  return source !== null && Object.hasOwn(payload, source);
}

const COPY_SUFFIX = /-copy(?:-\d+)?$/;
const CANDIDATES = 10;

/** `x` → `x-copy`, `x-copy-2`, ...; a copy of a copy counts on from the same base. */
export function copyCandidates(value: string, maxLength: number | null = null): string[] {
  const base = value.replace(COPY_SUFFIX, '');
  return Array.from({ length: CANDIDATES }, (_, index) => {
    const suffix = index === 0 ? '-copy' : `-copy-${index + 1}`;
    const room = maxLength ? Math.max(0, maxLength - suffix.length) : base.length;
    return base.slice(0, room) + suffix;
  });
}

/** Which of `candidates` field `field` already holds in the collection. */
export type TakenValues = (field: string, candidates: string[]) => Promise<ReadonlySet<string>>;

/**
 * The copy's payload with its unique values changed, and the list of what changed. A value still
 * free (typed anew before copying) stays; one the collection holds (the original's own) becomes
 * the first free candidate, or is left empty when it is not text or no candidate is free.
 */
export async function uniqueCopy(
  payload: Record<string, unknown>,
  fields: Readonly<Record<string, FieldInfo>>,
  taken: TakenValues,
): Promise<{ payload: Record<string, unknown>; changes: CopyChange[] }> {
  const result = { ...payload };
  const changes: CopyChange[] = [];
  for (const [name, value] of Object.entries(payload)) {
    const field = fields[name];
    if (!field || !(isUniqueField(field) || mirrorsCopiedField(field, payload))) continue;
    if (value === null || value === undefined || value === '' || typeof value === 'object')
      continue;
    const text = String(value);
    const length = typeof field.length === 'number' ? field.length : Number(field.length) || null;
    const candidates = typeof value === 'string' ? copyCandidates(text, length) : [];
    const used = await taken(name, [text, ...candidates]).catch(() => new Set<string>());
    if (!used.has(text)) continue;
    const free = candidates.find((candidate) => !used.has(candidate)) ?? null;
    if (free === null) delete result[name];
    else result[name] = free;
    changes.push({ field: name, value: free });
  }
  return { payload: result, changes };
}
