// Text that does not fit, found in the page as a reader would see it: a piece of text cut by a
// box that hides its overflow (without an ellipsis, which shortens on purpose), spilling out of
// the element that holds it, or running off the screen. Open shadow roots are searched too.
import type { Page } from 'playwright-core';

/** tsx names the functions it compiles with a `__name` helper the page does not have. */
async function allowNamedFunctions(page: Page): Promise<void> {
  await page.evaluate('globalThis.__name ??= (target) => target');
}

export async function textThatDoesNotFit(page: Page): Promise<string[]> {
  await allowNamedFunctions(page);
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const name = element.getAttribute('class')?.split(' ')[0] ?? element.tagName.toLowerCase();
      return `${element.tagName.toLowerCase()}.${name}`;
    };
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      return style.display !== 'none' && style.visibility !== 'hidden';
    };
    const parentOf = (node: Node): Element | null =>
      node.parentElement ??
      ((node.parentNode as ShadowRoot | null)?.host as Element | undefined) ??
      null;

    const check = (text: Text) => {
      const words = text.textContent?.trim() ?? '';
      const holder = text.parentElement;
      if (!words || !holder || !shown(holder) || holder.closest('[hidden],[inert]')) return;
      // Popovers not open and closed dialogs are not on screen.
      if (holder.closest('dialog:not([open]), [popover]:not(:popover-open)')) return;
      const range = document.createRange();
      range.selectNodeContents(text);
      const rect = range.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return;
      const quote = words.length > 40 ? `${words.slice(0, 40)}…` : words;
      for (let box: Element | null = holder; box; box = parentOf(box)) {
        const style = getComputedStyle(box);
        const clips = style.overflowX !== 'visible';
        const edges = box.getBoundingClientRect();
        if (style.display === 'contents' || (edges.width === 0 && edges.height === 0)) continue;
        if (!clips) {
          // The element holding the text, if it is a block of its own, must hold all of it.
          if (box === holder && style.display !== 'inline' && style.whiteSpace !== 'normal') {
            if (rect.right > edges.right + 1 || rect.left < edges.left - 1)
              problems.push(`“${quote}” spills out of ${describe(box)}`);
          }
          continue;
        }
        // Text hidden for screen readers only sits in a 1 px box.
        if (edges.width <= 1 || edges.height <= 1) return;
        // A scrolling box shows the rest on scrolling; an ellipsis cuts on purpose.
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') return;
        if (style.textOverflow === 'ellipsis') return;
        if (rect.right > edges.right + 1 || rect.left < edges.left - 1) {
          problems.push(`“${quote}” is cut by ${describe(box)}`);
          return;
        }
      }
      if (rect.right > viewport + 1 || rect.left < -1)
        problems.push(`“${quote}” runs off the screen`);
    };

    const visit = (root: Document | ShadowRoot) => {
      const walker = document.createTreeWalker(
        root,
        NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
      );
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) check(node as Text);
        else if ((node as Element).shadowRoot) visit((node as Element).shadowRoot as ShadowRoot);
      }
    };
    visit(document);
    return [...new Set(problems)];
  });
}

/** Pairs of controls (buttons, links, fields) drawn over each other. */
export async function overlappingControls(page: Page): Promise<string[]> {
  await allowNamedFunctions(page);
  return page.evaluate(() => {
    const controls: Element[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) visit(element.shadowRoot);
        if (
          !element.matches(
            'button, a[href], input:not([type=hidden]), select, textarea, [role=tab], [role=combobox]',
          )
        )
          continue;
        const rect = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (
          rect.width < 2 ||
          rect.height < 2 ||
          style.visibility === 'hidden' ||
          style.opacity === '0'
        )
          continue;
        if (element.closest('dialog:not([open]), [popover]:not(:popover-open), [inert]')) continue;
        controls.push(element);
      }
    };
    visit(document);
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}(${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)})`;
    const problems: string[] = [];
    for (let i = 0; i < controls.length; i += 1) {
      for (let j = i + 1; j < controls.length; j += 1) {
        const a = controls[i] as Element;
        const b = controls[j] as Element;
        if (a.contains(b) || b.contains(a)) continue;
        const ra = a.getBoundingClientRect();
        const rb = b.getBoundingClientRect();
        const width = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const height = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (width > 2 && height > 2) problems.push(`${name(a)} and ${name(b)}`);
      }
    }
    return problems;
  });
}
