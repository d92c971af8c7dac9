// axe-core in the page under test: its serious and critical findings, each as
// "<rule> (<impact>): <targets>", so an assertion that the list is empty prints what failed.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

let source: string | undefined;

/**
 * The serious and critical violations on the page as it is now: of the whole document, or only
 * of what `within` selects inside `<cms-admin>`'s shadow root.
 */
export async function seriousAxeViolations(page: Page, within?: string): Promise<string[]> {
  source ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: source });
  return page.evaluate(async (selector) => {
    const { axe } = window as unknown as {
      axe: {
        run: (context: unknown) => Promise<{
          violations: { id: string; impact: string; nodes: { target: unknown }[] }[];
        }>;
      };
    };
    const result = await axe.run(selector ? { include: [['cms-admin', selector]] } : document);
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => JSON.stringify(node.target)).join(' ')}`,
      );
  }, within);
}
