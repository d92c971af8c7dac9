// One constructable stylesheet for every element instance on the page (cheap: the browser parses
// the CSS once). Modules register their CSS when they load, lazily loaded screens included; the
// shared sheet is rebuilt and every adopting shadow root sees the change at once.

const registered: string[] = [];
let sheet: CSSStyleSheet | null = null;

/** Adds CSS to the shared sheet. Registering the same text twice is a no-op. */
export function registerStyles(css: string): void {
  if (registered.includes(css)) return;
  registered.push(css);
  sheet?.replaceSync(registered.join('\n'));
}

/** The shared sheet, created on first use. */
export function sharedStyleSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(registered.join('\n'));
  }
  return sheet;
}

/** Gives a shadow root the shared sheet, keeping any sheets it already has. */
export function adoptSharedStyles(root: ShadowRoot): void {
  const shared = sharedStyleSheet();
  if (!root.adoptedStyleSheets.includes(shared)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
  }
}
