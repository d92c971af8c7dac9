// Left and right in a right-to-left language (ar-SA, he-IL): the element's computed direction
// decides, so an element the host page puts in its own `dir` follows it too.

export function isRightToLeft(element: Element): boolean {
  return getComputedStyle(element).direction === 'rtl';
}

/**
 * +1 for the arrow key pointing along the reading direction (ArrowRight in English, ArrowLeft in
 * Arabic), -1 for the one pointing back, 0 for any other key.
 */
export function inlineStep(key: string, element: Element): 1 | -1 | 0 {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return 0;
  const forward = isRightToLeft(element) ? 'ArrowLeft' : 'ArrowRight';
  return key === forward ? 1 : -1;
}
