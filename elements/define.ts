/**
 * Registers `tag` unless it already is: loading the bundle twice (a CDN script and an npm import,
 * or two pieces that each bring the shared code) must not throw. Returns what the registry holds.
 */
export function defineElement(
  tag: string,
  elementClass: CustomElementConstructor,
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;
  customElements.define(tag, elementClass);
  return elementClass;
}
