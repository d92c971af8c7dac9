// The admin's CSS as constructable stylesheets shared by every element instance on the page, so the
// browser parses each text once. Modules register their CSS when they load, lazily loaded screens
// included. What registers within one task becomes one new sheet (a lazy chunk and everything it
// imports evaluate in one task), added after the admin's earlier sheets in every root that adopted
// them: the cascade follows registration order, and no text is parsed twice. (Rebuilding one sheet
// from all the text on every registration cost 220 ms of the first screen.)

type StyleRoot = ShadowRoot | Document;

const registered = new Set<string>();
let waiting: string[] = [];
let flushQueued = false;
const sheets: CSSStyleSheet[] = [];
/** Roots that adopted the admin's sheets; weak, as elements come and go with their host page. */
const roots = new Set<WeakRef<StyleRoot>>();
const adopted = new WeakSet<StyleRoot>();

/** Adds CSS to the admin's styles. Registering the same text twice is a no-op. */
export function registerStyles(css: string): void {
  if (registered.has(css)) return;
  registered.add(css);
  waiting.push(css);
  if (!flushQueued) {
    flushQueued = true;
    queueMicrotask(flushWaitingStyles);
  }
}

/** Turns the CSS registered since the last flush into one sheet and gives it to every root. */
function flushWaitingStyles(): void {
  flushQueued = false;
  if (waiting.length === 0) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(waiting.join('\n'));
  waiting = [];
  sheets.push(sheet);
  for (const ref of roots) {
    const root = ref.deref();
    if (root) root.adoptedStyleSheets = withAdminSheet(root.adoptedStyleSheets, sheet);
    else roots.delete(ref);
  }
}

/** Inserts an admin sheet after the admin's last one in a root's list (other sheets keep their place). */
function withAdminSheet(list: readonly CSSStyleSheet[], sheet: CSSStyleSheet): CSSStyleSheet[] {
  let last = -1;
  list.forEach((one, index) => {
    if (sheets.includes(one)) last = index;
  });
  if (last < 0) return [...list, sheet];
  return [...list.slice(0, last + 1), sheet, ...list.slice(last + 1)];
}

/** The admin's sheets so far, in registration order (what is waiting included). */
export function adminStyleSheets(): readonly CSSStyleSheet[] {
  flushWaitingStyles();
  return sheets;
}

/** Gives a shadow root (or a document) the admin's sheets, now and as more register. */
export function adoptSharedStyles(root: StyleRoot): void {
  if (adopted.has(root)) return;
  adopted.add(root);
  roots.add(new WeakRef(root));
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...adminStyleSheets()];
}
