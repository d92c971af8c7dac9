// The admin's CSS as constructable stylesheets shared by every element instance on the page, so the
// browser parses each text once. Modules register their CSS when they load, lazily loaded screens
// included. What registers within one task becomes one new sheet per rank (a lazy chunk and
// everything it imports evaluate in one task), given to every root that adopted the admin's
// styles in cascade order (see StyleRank); no text is parsed twice. (Rebuilding one sheet from all
// the text on every registration cost 220 ms of the first screen.)

type StyleRoot = ShadowRoot | Document;

/**
 * Where a text goes in the cascade: the building blocks (src/ui) and the shell (`base`) before
 * every screen's and interface's CSS (`screen`), whatever order their chunks load in, so a screen
 * overriding a building block at equal specificity always wins, as it did when the shell's chunk
 * was always loaded first. Within a rank, registration order.
 */
export type StyleRank = 'base' | 'screen';

const registered = new Set<string>();
const waiting: Record<StyleRank, string[]> = { base: [], screen: [] };
let flushQueued = false;
const sheets: Record<StyleRank, CSSStyleSheet[]> = { base: [], screen: [] };
/** Roots that adopted the admin's sheets; weak, as elements come and go with their host page. */
const roots = new Set<WeakRef<StyleRoot>>();
const adopted = new WeakSet<StyleRoot>();

/** Adds CSS to the admin's styles. Registering the same text twice is a no-op. */
export function registerStyles(css: string, rank: StyleRank = 'screen'): void {
  if (registered.has(css)) return;
  registered.add(css);
  waiting[rank].push(css);
  // Sheets are made once a root has adopted the admin's styles (not in Node, where unit tests
  // import modules that register CSS and no CSSStyleSheet exists).
  if (!flushQueued && roots.size > 0) {
    flushQueued = true;
    queueMicrotask(flushWaitingStyles);
  }
}

/** Adds CSS of a building block (src/ui) or of the shell: see StyleRank. */
export function registerBaseStyles(css: string): void {
  registerStyles(css, 'base');
}

/** Turns the CSS registered since the last flush into a sheet per rank, given to every root. */
function flushWaitingStyles(): void {
  flushQueued = false;
  let added = false;
  for (const rank of ['base', 'screen'] as const) {
    if (waiting[rank].length === 0) continue;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(waiting[rank].join('\n'));
    waiting[rank] = [];
    sheets[rank].push(sheet);
    added = true;
  }
  if (!added) return;
  for (const ref of roots) {
    const root = ref.deref();
    if (root) root.adoptedStyleSheets = withAdminSheets(root.adoptedStyleSheets);
    else roots.delete(ref);
  }
}

const isAdminSheet = (sheet: CSSStyleSheet) =>
  sheets.base.includes(sheet) || sheets.screen.includes(sheet);

/** A root's list with the admin's sheets, in order, where its first admin sheet was (others keep their place). */
function withAdminSheets(list: readonly CSSStyleSheet[]): CSSStyleSheet[] {
  const first = list.findIndex(isAdminSheet);
  const own = adminStyleSheets();
  if (first < 0) return [...list, ...own];
  const before = list.slice(0, first);
  const after = list.slice(first).filter((sheet) => !isAdminSheet(sheet));
  return [...before, ...own, ...after];
}

/** The admin's sheets so far, in cascade order (what is waiting included). */
export function adminStyleSheets(): readonly CSSStyleSheet[] {
  if (waiting.base.length > 0 || waiting.screen.length > 0) flushWaitingStyles();
  return [...sheets.base, ...sheets.screen];
}

/** Gives a shadow root (or a document) the admin's sheets, now and as more register. */
export function adoptSharedStyles(root: StyleRoot): void {
  if (adopted.has(root)) return;
  adopted.add(root);
  roots.add(new WeakRef(root));
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...adminStyleSheets()];
}
