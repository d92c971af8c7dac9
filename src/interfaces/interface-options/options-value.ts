// An `interface-options` value: the options object of a field record. JSON text (a json column a
// driver hands over as text) is read too; v8 read a list as no options.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export type OptionsValue =
  | { ok: true; options: Record<string, unknown> }
  /** Something that is not an options object: shown as it is, replaced by the first edit. */
  | { ok: false; raw: string };

export function readOptions(value: unknown): OptionsValue {
  if (value === null || value === undefined || value === '' || Array.isArray(value)) {
    return { ok: true, options: {} };
  }
  if (isRecord(value)) return { ok: true, options: value };
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      if (isRecord(parsed)) return { ok: true, options: parsed };
      if (Array.isArray(parsed) || parsed === null) return { ok: true, options: {} };
    } catch {
      // Falls through: not JSON.
    }
    return { ok: false, raw: value };
  }
  return { ok: false, raw: JSON.stringify(value) };
}
