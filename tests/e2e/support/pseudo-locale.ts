// A pseudo-language for finding text that does not fit: every en-US string with its letters
// accented and about 40% longer (short labels more), between ⟦ ⟧ so a cut end shows. Placeholders
// stay as they are. It is served in place of en-US's two chunks, so the admin runs unchanged.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀßÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index] as string,
  ]),
);
const FILLER = 'ŀőŕéɱ îþšûɱ đöŀöŕ šîţ àɱéţ ';

export function pseudoLocalize(text: string): string {
  const parts = text.split(/(\{\{[^}]*\}\})/);
  const shown = parts
    .map((part) => (part.startsWith('{{') ? part : [...part].map((c) => ACCENTED[c] ?? c).join('')))
    .join('');
  const letters = text.replace(/\{\{[^}]*\}\}/g, '').length;
  const extra = letters === 0 ? 0 : Math.max(3, Math.round(letters * (letters < 12 ? 0.8 : 0.4)));
  return `⟦${shown}${extra > 0 ? ` ${FILLER.repeat(4).slice(0, extra).trimEnd()}` : ''}⟧`;
}

type Tree = { [key: string]: string | Tree };

export function pseudoStrings(tree: Tree): Tree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudoLocalize(value) : pseudoStrings(value),
    ]),
  );
}

const english = (path: string): Tree =>
  JSON.parse(readFileSync(new URL(`../../../src/locales/${path}`, import.meta.url), 'utf8'));

/** Serves the pseudo-language in place of en-US's strings for every page of `page`'s context. */
export async function servePseudoLocale(page: Page): Promise<void> {
  const firstScreen = `export default ${JSON.stringify(pseudoStrings(english('en-US.json')))};`;
  const screens = `export default ${JSON.stringify(pseudoStrings(english('screens/en-US.json')))};`;
  await page.context().route(/\/chunks\/en-US-[\w-]+\.js$/, async (route) => {
    const original = await route.fetch();
    // The other screens' file is the one holding the interfaces' texts.
    const isFirstScreen = !(await original.text()).includes('interface_catalogue');
    await route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: isFirstScreen ? firstScreen : screens,
    });
  });
}
