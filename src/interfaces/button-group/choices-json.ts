// A `choices` option stored as JSON text that does not parse: the choice interfaces say so instead
// of quietly showing no choices (spec 3 §8, the dropdown's invalid-options message).

export function choicesJsonInvalid(option: unknown): boolean {
  if (typeof option !== 'string' || option.trim() === '') return false;
  try {
    JSON.parse(option);
    return false;
  } catch {
    return true;
  }
}
