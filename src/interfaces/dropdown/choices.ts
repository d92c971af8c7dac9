// The `choices` option: an object of value → label, possibly stored as a JSON string.

export interface Choice {
  value: string;
  label: string;
}

export function parseChoices(option: unknown): Choice[] {
  let choices = option;
  if (typeof choices === 'string') {
    try {
      choices = JSON.parse(choices);
    } catch {
      return [];
    }
  }
  if (!choices || typeof choices !== 'object' || Array.isArray(choices)) return [];
  return Object.entries(choices as Record<string, unknown>).map(([value, label]) => ({
    value,
    label: label == null ? value : String(label),
  }));
}
