// The install wizard's progress stepper at a phone's width (390 px): its labels wrap between words
// only, never inside one, and they fit the row.
import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import '../../elements/index.js';
import type { CmsInstallElement } from '../../elements/cms-install.js';
import { fixtureApi, resetStores } from './helpers.js';

/** How many line boxes the text of `word` takes inside `label` (1 when it is not broken). */
function linesOfWord(label: Element, word: string): number {
  const text = label.firstChild;
  if (!(text instanceof Text)) throw new Error('a label without text');
  const start = text.data.indexOf(word);
  const range = document.createRange();
  range.setStart(text, start);
  range.setEnd(text, start + word.length);
  const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
  return tops.size;
}

describe('install stepper on a narrow screen', () => {
  beforeEach(resetStores);

  for (const width of [390, 300]) {
    it(`wraps labels between words only and fits them at ${width} px`, async () => {
      await checkStepperAt(width);
    });
  }
});

async function checkStepperAt(width: number): Promise<void> {
  const frame = fixtureSync<HTMLDivElement>(
    html`<div style="width: ${width}px"><cms-install api-url=${fixtureApi('install-first')}></cms-install></div>`,
  );
  const element = frame.querySelector<CmsInstallElement>('cms-install')!;
  await waitUntil(() => element.shadowRoot?.querySelector('.cms-stepper'), 'no stepper', {
    timeout: 5000,
  });
  const stepper = element.shadowRoot!.querySelector<HTMLElement>('.cms-stepper')!;
  const labels = [...stepper.querySelectorAll<HTMLElement>('.cms-stepper__label')];
  expect(labels.map((label) => label.textContent)).to.deep.equal([
    'Start',
    'Requirements',
    'Project',
    'Database',
    'Install',
  ]);

  for (const label of labels) {
    const style = getComputedStyle(label);
    expect(style.wordBreak, `${label.textContent}: word-break`).not.to.equal('break-all');
    expect(style.overflowWrap, `${label.textContent}: overflow-wrap`).to.equal('normal');
    for (const word of (label.textContent ?? '').split(/\s+/).filter(Boolean)) {
      expect(linesOfWord(label, word), `"${word}" is broken across lines`).to.equal(1);
    }
    const box = label.getBoundingClientRect();
    const row = stepper.getBoundingClientRect();
    expect(box.left >= row.left - 0.5 && box.right <= row.right + 0.5, `${word(label)} fits`).to.be
      .true;
    const step = label.closest('li')!.getBoundingClientRect();
    expect(
      box.left >= step.left - 0.5 && box.right <= step.right + 0.5,
      `${word(label)} stays in its step`,
    ).to.equal(true);
  }
  expect(stepper.scrollWidth <= stepper.clientWidth, 'the row overflows').to.equal(true);
}

function word(label: Element): string {
  return label.textContent ?? '';
}
