// The rich-text value as plain text for listings and titles. The HTML is parsed into an inert
// document (DOMParser: no scripts run, nothing loads) and only its text is read, so markup in the
// value can never reach the page.

/** Elements that end a line of text: their text is kept apart from the next one's. */
const BLOCKS = new Set([
  'P',
  'DIV',
  'LI',
  'BR',
  'HR',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'PRE',
  'TR',
  'TD',
  'TH',
  'IMG',
]);
/** Elements whose content is not text a reader sees. */
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);

function collectText(node: Node, parts: string[]): void {
  if (node.nodeType === Node.TEXT_NODE) {
    parts.push(node.textContent ?? '');
    return;
  }
  if (!(node instanceof Element) || SKIPPED.has(node.tagName)) return;
  const block = BLOCKS.has(node.tagName);
  if (block) parts.push(' ');
  for (const child of node.childNodes) collectText(child, parts);
  if (block) parts.push(' ');
}

/** The text of an HTML value: tags gone, entities decoded, white space collapsed. */
export function htmlText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const parts: string[] = [];
  collectText(document.body, parts);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** At most `max` characters of `text`, cut at a word where one is near, with an ellipsis. */
export function shortened(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
