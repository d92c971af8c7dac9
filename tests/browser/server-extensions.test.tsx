// Server-hosted extensions (spec 1 §7, spec 2 §7-§8, contract §7.17) run in the admin: the example
// interface, layout and module shipped in examples/extensions/ and broken ones from
// fixtures/server-extensions/ are loaded from this test runner's static server with a real
// import(), as the admin loads them from the API root. A broken one falls back (plain input,
// plain text, the table, an error state) with one notification naming it.
import { expect } from '@open-wc/testing';
import { act, type ReactElement, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { ExtensionMeta } from '../../src/api/extensions.js';
import type { CollectionInfo, FieldInfo } from '../../src/api/types.js';
import { setExtensionLoadTimeout } from '../../src/extensions/load-extension.js';
import { ServerModule } from '../../src/extensions/ServerModule.js';
import { FormField } from '../../src/form/FormField.js';
import { initI18n } from '../../src/i18n/screen-strings.js';
import '../../src/interfaces/index.js';
import { getInterface } from '../../src/interfaces/registry.js';
import { DisplayValue } from '../../src/layouts/DisplayValue.js';
import '../../src/layouts/index.js';
import { getLayout, type LayoutProps, listLayouts } from '../../src/layouts/registry.js';
import { RouterContext } from '../../src/router/Link.js';
import { memoryLocation } from '../../src/router/location-source.js';
import { createRouter, type Router } from '../../src/router/router.js';
import { routes } from '../../src/router/routes.js';
import { $config } from '../../src/state/config.js';
import { $serverExtensions, setServerExtensions } from '../../src/state/extensions.js';
import { $notifications } from '../../src/state/notifications.js';
import { fixtureApi, resetStores } from './helpers.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const EXAMPLES = 'examples/extensions';
const BROKEN = 'tests/browser/fixtures/server-extensions';

/** A listing entry as `GET /{kind}` gives it: the real meta.json, the id and its path. */
async function listed(folder: string, kind: string, id: string): Promise<ExtensionMeta> {
  const path = `${folder}/${kind}/${id}/meta.json`;
  const meta = (await (await fetch(`/${path}`)).json()) as Record<string, unknown>;
  return { ...meta, id, path };
}

interface Mounted {
  shadow: ShadowRoot;
  render(element: ReactElement): Promise<void>;
  unmount(): void;
}

const mounted: Mounted[] = [];

/** Renders into a shadow root, as the admin's elements do, so stylesheet adoption is real. */
async function mountInShadow(element: ReactElement): Promise<Mounted> {
  await initI18n();
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  const root: Root = createRoot(container);
  await act(async () => root.render(element));
  const result = {
    shadow,
    render: (next: ReactElement) => act(async () => root.render(next)),
    unmount() {
      act(() => root.unmount());
      host.remove();
    },
  };
  mounted.push(result);
  return result;
}

/**
 * Waits until `ready()` holds, letting React commit what the awaited load or failure changed
 * (an act() scope holds React's updates back until it ends, so each turn is a short act()).
 */
async function until(ready: () => unknown, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
}

/** Waits for a selector inside the shadow root. */
async function find<E extends Element>(shadow: ShadowRoot, selector: string): Promise<E> {
  await until(() => shadow.querySelector(selector), selector);
  return shadow.querySelector(selector) as E;
}

function field(name: string, iface: string, extra: Partial<FieldInfo> = {}): FieldInfo {
  return {
    id: null,
    collection: 'notes',
    field: name,
    type: 'string',
    interface: iface,
    ...extra,
  };
}

/** The form's field, owning its value like the form does; `reports` holds every staged value. */
function EditableField({
  field,
  initial,
  readonly = false,
  reports,
}: {
  field: FieldInfo;
  initial: unknown;
  readonly?: boolean;
  reports: unknown[];
}) {
  const [value, setValue] = useState(initial);
  return (
    <FormField
      field={field}
      width="full"
      value={value}
      values={{ [field.field]: value }}
      staged={false}
      readonly={readonly}
      required={false}
      onChange={(next) => {
        reports.push(next);
        setValue(next);
      }}
      onUndo={() => {}}
    />
  );
}

const notified = () => $notifications.get().map((entry) => entry.details);

describe('server-hosted extensions', () => {
  let metas: Record<string, ExtensionMeta>;

  before(async () => {
    metas = {
      charCount: await listed(EXAMPLES, 'interfaces', 'char-count'),
      brokenSyntax: await listed(BROKEN, 'interfaces', 'broken-syntax'),
      throwsOnMount: await listed(BROKEN, 'interfaces', 'throws-on-mount'),
      neverLoads: await listed(BROKEN, 'interfaces', 'never-loads'),
      throwsOnUpdate: await listed(BROKEN, 'interfaces', 'throws-on-update'),
      simpleList: await listed(EXAMPLES, 'layouts', 'simple-list'),
      badExport: await listed(BROKEN, 'layouts', 'bad-export'),
    };
  });

  beforeEach(() => {
    resetStores();
    $config.setKey('apiRoot', `${location.origin}/`);
    setServerExtensions({
      interfaces: [
        metas.charCount,
        metas.brokenSyntax,
        metas.throwsOnMount,
        metas.neverLoads,
        metas.throwsOnUpdate,
      ],
      layouts: [metas.simpleList, metas.badExport],
      modules: [],
    });
  });
  afterEach(() => {
    for (const one of mounted.splice(0)) one.unmount();
    setExtensionLoadTimeout();
  });

  it('the example interface edits a field in the form, with its options and stylesheet', async () => {
    const reports: unknown[] = [];
    const title = field('title', 'char-count', { options: { limit: 10 } });
    const view = await mountInShadow(
      <EditableField field={title} initial="Hi" reports={reports} />,
    );
    const input = await find<HTMLInputElement>(view.shadow, 'cms-ext-interface-char-count input');
    expect(input.value).to.equal('Hi');
    expect(input.maxLength, 'the field option reaches the element').to.equal(10);
    const counter = view.shadow.querySelector('.char-count__counter');
    expect(counter?.textContent).to.equal('8 left');

    // The group the element sits in is named by the form's label.
    const group = input.closest('[role="group"]');
    const labelId = group?.getAttribute('aria-labelledby') ?? '';
    expect(view.shadow.getElementById(labelId)?.textContent).to.equal('Title');

    await act(async () => {
      input.value = 'Hello';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(reports, 'cms-input staged the new value').to.deep.equal(['Hello']);
    expect(input.value).to.equal('Hello');
    expect(counter?.textContent).to.equal('5 left');

    // input.css, listed in meta.json `styles`, is adopted into the shadow root it renders in.
    const sheets = view.shadow.adoptedStyleSheets.flatMap((sheet) =>
      [...sheet.cssRules].map((rule) => rule.cssText),
    );
    expect(sheets.some((rule) => rule.startsWith('.char-count'))).to.equal(true);
    expect(getComputedStyle(view.shadow.querySelector('.char-count') as Element).display).to.equal(
      'flex',
    );
    expect(notified()).to.deep.equal([]);
  });

  it('the example interface follows readonly and its definition comes from meta.json', async () => {
    const definition = getInterface('char-count');
    expect(definition?.name).to.equal('Character counter');
    expect(definition?.types).to.deep.equal(['string', 'text']);
    expect(definition?.options?.map((option) => [option.name, option.default])).to.deep.equal([
      ['limit', 80],
    ]);
    const view = await mountInShadow(
      <EditableField field={field('title', 'char-count')} initial="Hi" readonly reports={[]} />,
    );
    const input = await find<HTMLInputElement>(view.shadow, 'cms-ext-interface-char-count input');
    expect(input.readOnly).to.equal(true);
    expect(input.maxLength, 'the default from meta.json').to.equal(80);
  });

  it('the example display shows a listing value as text', async () => {
    const view = await mountInShadow(
      <DisplayValue field={field('title', 'char-count')} value="<b>bold</b>" />,
    );
    const display = await find(view.shadow, 'cms-ext-display-char-count');
    await until(() => display.textContent !== '', 'the display');
    expect(display.textContent).to.equal('<b>bold</b> (11)');
    expect(display.querySelector('b')).to.equal(null);
  });

  // The test runner's file server refuses to serve a file it cannot parse, so here the import fails
  // on fetching; the e2e test has the built server serve it and Chromium's parser reject it.
  it('a script that fails to load (a syntax error) falls back to the plain input and text, named once', async () => {
    const reports: unknown[] = [];
    const view = await mountInShadow(
      <>
        <EditableField field={field('title', 'broken-syntax')} initial="Kept" reports={reports} />
        <DisplayValue field={field('title', 'broken-syntax')} value="Plain text" />
      </>,
    );
    const input = await find<HTMLInputElement>(view.shadow, 'input.cms-field__control');
    expect(input.value).to.equal('Kept');
    await until(() => view.shadow.textContent?.includes('Plain text'), 'the plain text');
    await until(() => notified().length > 0, 'a notification');
    expect(notified()).to.deep.equal(['There was a problem loading the broken-syntax extension.']);
    expect($notifications.get()[0]?.title).to.equal('Extension error');
  });

  it('a listed path on another origin is never imported: the field falls back, named once', async () => {
    const elsewhere: ExtensionMeta = {
      ...metas.charCount,
      id: 'elsewhere',
      path: 'https://cdn.invalid/interfaces/elsewhere/meta.json',
    };
    setServerExtensions({ interfaces: [elsewhere], layouts: [], modules: [] });
    // The failure is the refusal itself, not a failed download from the other origin.
    const logged: string[] = [];
    const realError = console.error;
    console.error = (...parts: unknown[]) => logged.push(parts.map(String).join(' '));
    try {
      const reports: unknown[] = [];
      const view = await mountInShadow(
        <EditableField field={field('title', 'elsewhere')} initial="Kept" reports={reports} />,
      );
      const input = await find<HTMLInputElement>(view.shadow, 'input.cms-field__control');
      expect(input.value).to.equal('Kept');
      await until(() => notified().length > 0, 'a notification');
      expect(notified()).to.deep.equal(['There was a problem loading the elsewhere extension.']);
      expect(logged.some((line) => line.includes('a script on another origin'))).to.equal(true);
    } finally {
      console.error = realError;
    }
  });

  it('an element that throws when connected, or a mount() that throws, falls back', async () => {
    const view = await mountInShadow(
      <>
        <EditableField field={field('title', 'throws-on-mount')} initial="Kept" reports={[]} />
        <DisplayValue field={field('title', 'throws-on-mount')} value="Plain text" />
      </>,
    );
    const input = await find<HTMLInputElement>(view.shadow, 'input.cms-field__control');
    expect(input.value).to.equal('Kept');
    await until(() => view.shadow.textContent?.includes('Plain text'), 'the plain text');
    expect(view.shadow.querySelector('[class*="cms-extension"]')).to.equal(null);
    expect(notified()).to.deep.equal([
      'There was a problem loading the throws-on-mount extension.',
    ]);
  });

  it('an update() that throws falls back with the value it had sent', async () => {
    const reports: unknown[] = [];
    const view = await mountInShadow(
      <EditableField
        field={field('title', 'throws-on-update')}
        initial="Before"
        reports={reports}
      />,
    );
    const send = await find<HTMLButtonElement>(view.shadow, '.cms-extension--input button');
    await act(async () => send.click());
    expect(reports).to.deep.equal(['Sent before failing']);
    // The new value reached update(), which threw: the plain input holds the staged value.
    const input = await find<HTMLInputElement>(view.shadow, 'input.cms-field__control');
    expect(input.value).to.equal('Sent before failing');
    expect(view.shadow.querySelector('.cms-extension--input')).to.equal(null);
    expect(notified()).to.deep.equal([
      'There was a problem loading the throws-on-update extension.',
    ]);
  });

  it('a script that never finishes loading falls back when the timeout passes', async () => {
    setExtensionLoadTimeout(300);
    const view = await mountInShadow(
      <EditableField field={field('title', 'never-loads')} initial="Kept" reports={[]} />,
    );
    // Until then the field waits for its input.
    expect(view.shadow.querySelector('.cms-extension--input')).not.to.equal(null);
    expect(notified()).to.deep.equal([]);
    const input = await find<HTMLInputElement>(view.shadow, 'input.cms-field__control');
    expect(input.value).to.equal('Kept');
    expect(notified()).to.deep.equal(['There was a problem loading the never-loads extension.']);
  });

  describe('layouts', () => {
    const noteFields: Record<string, FieldInfo> = {
      id: { ...field('id', 'numeric', { type: 'integer', sort: 1 }), primary_key: true },
      title: field('title', 'text-input', { sort: 2 }),
    };
    const notes: CollectionInfo = {
      collection: 'notes',
      managed: true,
      hidden: false,
      single: false,
      icon: null,
      note: null,
      translation: null,
      fields: noteFields,
    };
    const rows = [
      { id: 1, title: 'First <b>note</b>' },
      { id: 2, title: 'Second' },
    ];

    function layoutProps(changes: Partial<LayoutProps> = {}): LayoutProps {
      return {
        collection: notes,
        items: rows,
        viewOptions: {},
        viewQuery: {},
        onViewOptionsChange() {},
        onViewQueryChange() {},
        selection: [],
        onSelectionChange() {},
        linkTo: (item) => `/alpha/collections/notes/${item.id}`,
        hasMore: false,
        loadMore() {},
        loading: false,
        ...changes,
      };
    }

    function inRouter(router: Router, element: ReactElement) {
      return <RouterContext.Provider value={router}>{element}</RouterContext.Provider>;
    }

    it('the example layout lists the rows, opens and selects them, and saves its option', async () => {
      expect(listLayouts().map((layout) => layout.id)).to.include.members([
        'tabular',
        'simple-list',
        'bad-export',
      ]);
      const definition = getLayout('simple-list');
      expect(definition?.name).to.equal('Simple list');
      const Layout = definition?.component as NonNullable<typeof definition>['component'];
      const Options = definition?.options as NonNullable<typeof definition>['component'];
      const router = createRouter(routes, memoryLocation('/alpha/collections/notes'));
      router.start();
      const selections: unknown[] = [];
      const options: unknown[] = [];
      const props = layoutProps({
        onSelectionChange: (keys) => selections.push(keys),
        onViewOptionsChange: (next) => options.push(next),
      });
      const view = await mountInShadow(
        inRouter(
          router,
          <>
            <Options {...props} />
            <Layout {...props} />
          </>,
        ),
      );
      await find(view.shadow, '.simple-list');
      const buttons = () =>
        [...view.shadow.querySelectorAll('.simple-list__open')].map((button) => button.textContent);
      expect(buttons()).to.deep.equal(['First <b>note</b>', 'Second']);

      const checkbox = view.shadow.querySelector<HTMLInputElement>('.simple-list input');
      await act(async () => checkbox?.click());
      expect(selections).to.deep.equal([[1]]);

      // The options script loads on its own: wait for its control.
      const select = await find<HTMLSelectElement>(view.shadow, 'select');
      await act(async () => {
        select.value = 'id';
        select.dispatchEvent(new Event('change'));
      });
      expect(options).to.deep.equal([{ titleField: 'id' }]);
      // The listing saves it and passes it back: the layout updates in place.
      const saved = { ...props, viewOptions: { titleField: 'id' }, selection: [1] };
      await view.render(
        inRouter(
          router,
          <>
            <Options {...saved} />
            <Layout {...saved} />
          </>,
        ),
      );
      expect(buttons()).to.deep.equal(['1', '2']);
      expect(view.shadow.querySelector<HTMLInputElement>('.simple-list input')?.checked).to.equal(
        true,
      );

      const second = view.shadow.querySelectorAll<HTMLButtonElement>('.simple-list__open')[1];
      await act(async () => second?.click());
      expect(router.$route.get()?.path).to.equal('/alpha/collections/notes/2');
      expect(notified()).to.deep.equal([]);
    });

    it('a layout whose script exports nothing usable falls back to the table, named once', async () => {
      const definition = getLayout('bad-export');
      const Layout = definition?.component as NonNullable<typeof definition>['component'];
      const Options = definition?.options as NonNullable<typeof definition>['component'];
      const router = createRouter(routes, memoryLocation('/alpha/collections/notes'));
      const props = layoutProps();
      const view = await mountInShadow(
        inRouter(
          router,
          <>
            <Options {...props} />
            <Layout {...props} />
          </>,
        ),
      );
      const table = await find(view.shadow, '.cms-tabular');
      await until(() => table.textContent?.includes('Second'), 'the rows');
      expect(view.shadow.querySelector('[class*="cms-extension"]')).to.equal(null);
      expect(notified()).to.deep.equal(['There was a problem loading the bad-export extension.']);
    });
  });

  describe('modules', () => {
    const API = fixtureApi('api-signed-in');
    // The module's files, relative to the fixture API root as a listing's path is to the real one.
    const modulePath = (id: string) => `../server-extensions/modules/${id}/meta.json`;

    it('a module gets the project, its API client and the router', async () => {
      $config.setKey('apiRoot', API);
      const router = createRouter(routes, memoryLocation('/alpha/ext/probe'));
      router.start();
      const meta: ExtensionMeta = { id: 'probe', path: modulePath('probe'), name: 'Probe' };
      const view = await mountInShadow(
        <RouterContext.Provider value={router}>
          <ServerModule meta={meta} project="alpha" />
        </RouterContext.Provider>,
      );
      const probe = await find<HTMLElement>(view.shadow, 'cms-ext-module-probe');
      expect(probe.dataset.project).to.equal('alpha');
      const output = probe.querySelector('output') as HTMLOutputElement;
      await until(() => output.textContent !== '', 'the count');
      // alpha/collections in the fixture holds two collections.
      const collections = (await (await fetch(`${API}alpha/collections`)).json()).data;
      expect(output.textContent).to.equal(`${collections.length} collections`);

      await act(async () => probe.querySelector('button')?.click());
      expect(router.$route.get()?.path).to.equal('/alpha/collections');
    });

    it('a module that throws shows an error state and one notification', async () => {
      $config.setKey('apiRoot', API);
      const meta: ExtensionMeta = {
        id: 'throws-module',
        path: modulePath('throws-module'),
        name: 'Broken module',
      };
      const view = await mountInShadow(<ServerModule meta={meta} project="alpha" />);
      const notice = await find(view.shadow, '.cms-notice--danger');
      expect(notice.textContent).to.contain('This module could not start');
      expect(notice.textContent).to.contain('“Broken module”');
      expect(notified()).to.deep.equal([
        'There was a problem loading the throws-module extension.',
      ]);
    });
  });

  it('an id the server does not list is no server extension', () => {
    expect(getInterface('not-listed')).to.equal(null);
    expect(getLayout('not-listed')).to.equal(null);
    expect($serverExtensions.get().interfaces.some((meta) => meta.id === 'not-listed')).to.equal(
      false,
    );
  });
});
