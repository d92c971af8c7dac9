/** The field a slug follows (option `mirroredField`; v8 data also uses `source`), if any. */
export function mirroredFieldOf(options: Record<string, unknown>): string | null {
  const name = options.mirroredField ?? options.source;
  return typeof name === 'string' && name !== '' ? name : null;
}
