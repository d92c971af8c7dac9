/** Databases store booleans as true/1/'1'; anything else is off. */
export function isOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}
