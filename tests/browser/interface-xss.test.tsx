// Every bundled interface, input and display, fed script-bearing values and options: nothing
// executes and no markup from the value reaches the page as elements. The payloads set a flag on
// `window` if they ever run; the test waits for the page to have had every chance to run them
// (lazy editors loaded, a probe image's error event fired after theirs would have).
import { expect, waitUntil } from '@open-wc/testing';
import type { FieldInfo } from '../../src/api/types.js';
import '../../src/interfaces/index.js';
import { type InterfaceDefinition, listInterfaces } from '../../src/interfaces/registry.js';
import { $config } from '../../src/state/config.js';
import { fieldOf } from './fixtures/item-harness/controlled.js';
import { mountDisplay, mountInterface } from './fixtures/item-harness/interface-under-test.js';
import type { Mounted } from './fixtures/item-harness/render.js';
import { adoptAdminStyles } from './helpers.js';

type Flagged = Window & { __hacked?: string };

const payload = (mark: string) =>
  `<img src="x-missing-${mark}.png" onerror="window.__hacked='${mark}'">` +
  `<script>window.__hacked='${mark}-script'</script>` +
  `<svg onload="window.__hacked='${mark}-svg'"></svg>` +
  `<a href="javascript:window.__hacked='${mark}-href'">link</a>`;

const MARKDOWN = `[click](javascript:window.__hacked='md')\n\n<img src=x onerror="window.__hacked='md-img'">`;

/** A hostile value of the shape the field type stores. */
function hostileValue(type: string): unknown {
  const text = payload('value');
  switch (type) {
    case 'array':
      return [text, 'plain'];
    case 'json':
      return { [text]: text, list: [text], lat: text, lng: text };
    case 'integer':
    case 'decimal':
    case 'sort':
    case 'boolean':
      return text;
    default:
      return `${text}\n${MARKDOWN}`;
  }
}

/** Options whose strings an interface shows (labels, templates, placeholders), all hostile. */
function hostileOptions(): Record<string, unknown> {
  const text = payload('option');
  return {
    choices: { a: text, [text]: text },
    template: `{{ title }}${text}`,
    placeholder: text,
    labelOn: text,
    labelOff: text,
    textActive: text,
    textInactive: text,
    url_template: `javascript:window.__hacked='preview'`,
    title: text,
    description: text,
    unit: text,
  };
}

/** Resolves once a broken image has reported its error: any earlier one has had its turn. */
function brokenImageSettled(): Promise<void> {
  return new Promise((resolve) => {
    const probe = new Image();
    probe.onerror = () => resolve();
    probe.src = `x-probe-${Math.random()}.png`;
  });
}

/** Waits for lazy editors to replace their loaders, then for pending image errors. */
async function letEverythingRun(container: HTMLElement): Promise<void> {
  await waitUntil(() => !container.querySelector('.cms-loader'), 'lazy parts loaded', {
    timeout: 10_000,
  });
  await brokenImageSettled();
}

function expectNoLiveMarkup(container: HTMLElement, label: string) {
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.getAttributeNames()) {
      expect(attribute.startsWith('on'), `${label}: ${element.tagName} has ${attribute}`).to.equal(
        false,
      );
    }
    const href = element.getAttribute('href') ?? element.getAttribute('src') ?? '';
    expect(/^\s*javascript:/i.test(href), `${label}: ${element.tagName} links to script`).to.equal(
      false,
    );
  }
  expect(container.querySelector('script'), `${label}: a script element`).to.equal(null);
}

describe('interfaces against script-bearing values', () => {
  const mounted: Mounted[] = [];

  before(() => {
    adoptAdminStyles();
    // Relational interfaces ask the API; this one answers nothing, which they must survive too.
    $config.setKey('apiRoot', 'http://127.0.0.1:9/');
  });
  afterEach(() => {
    for (const one of mounted.splice(0)) one.unmount();
    expect((window as Flagged).__hacked).to.equal(undefined);
  });

  for (const definition of listInterfaces()) {
    it(`${definition.id}: the input and the display keep markup inert`, async () => {
      for (const type of definition.types) {
        const field: FieldInfo = fieldOf('hostile', type, definition.id, {
          options: hostileOptions(),
          note: payload('note'),
        });
        const value = hostileValue(type);
        const input = await mountInterface(field, value);
        mounted.push(input);
        await letEverythingRun(input.container);
        expectNoLiveMarkup(input.container, `${definition.id} input (${type})`);
        if (definition.display) await checkDisplay(definition, field, value);
        expect((window as Flagged).__hacked, `${definition.id} (${type})`).to.equal(undefined);
      }
    });
  }

  async function checkDisplay(definition: InterfaceDefinition, field: FieldInfo, value: unknown) {
    const shown = await mountDisplay(field, value);
    mounted.push(shown);
    await letEverythingRun(shown.container);
    expectNoLiveMarkup(shown.container, `${definition.id} display`);
  }
});
