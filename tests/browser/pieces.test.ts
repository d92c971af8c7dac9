import { expect, fixtureSync, html, waitUntil } from '@open-wc/testing';
import '../../elements/index.js';
import type { CmsItemEditorElement } from '../../elements/cms-item-editor.js';
import { SESSION_STORAGE_PREFIX } from '../../src/constants.js';
import { $currentProjectKey } from '../../src/state/current-project.js';
import { $projects } from '../../src/state/projects.js';
import { CLOSED_API, chooseOption, project, resetStores, shadowQuery } from './helpers.js';

const noticeText = (element: Element) => shadowQuery(element, '.cms-notice')?.textContent ?? '';

describe('embedded pieces', () => {
  beforeEach(() => {
    resetStores();
    history.replaceState(null, '', `${location.pathname}${location.search}#host-anchor`);
  });

  it('render, and leave the host page hash alone', async () => {
    const container = fixtureSync<HTMLDivElement>(html`
      <div>
        <cms-item-editor api-url=${CLOSED_API} collection="articles" primary-key="7"></cms-item-editor>
        <cms-file-library api-url=${CLOSED_API}></cms-file-library>
        <cms-install api-url=${CLOSED_API}></cms-install>
      </div>
    `);
    const [editor, library, install] = Array.from(container.children);
    // <cms-install> is the real wizard: against an unreachable API it says it cannot find out
    // whether the server has projects.
    await waitUntil(() => shadowQuery(install, '.cms-notice--danger'), 'pieces did not render', {
      timeout: 5000,
    });
    await waitUntil(
      () => shadowQuery(editor, '.cms-notice') && shadowQuery(library, '.cms-notice'),
    );
    // Without a project (attribute or current one) the editor says what is missing.
    expect(shadowQuery(editor, '.cms-notice')?.textContent).to.contain('project attribute');
    expect(noticeText(library)).to.contain("Set the element's project attribute");
    expect(shadowQuery(install, '.cms-notice--danger')?.textContent).to.contain(
      "Couldn't Reach API",
    );
    expect(location.hash).to.equal('#host-anchor');
  });

  it('two pieces share the current project store', async () => {
    const container = fixtureSync<HTMLDivElement>(html`
      <div>
        <cms-item-editor api-url=${CLOSED_API} project="alpha" collection="articles"></cms-item-editor>
        <cms-file-library api-url=${CLOSED_API}></cms-file-library>
      </div>
    `);
    const [editor, library] = Array.from(container.children) as [CmsItemEditorElement, Element];
    // The library has no project of its own: it works in the editor's, the page's current one
    // (against the closed API it then says it could not start, not that a project is missing).
    await waitUntil(() => $currentProjectKey.get() === 'alpha', 'no current project');
    await waitUntil(
      () => noticeText(library).includes('could not start'),
      'library did not take the current project',
    );

    editor.project = 'beta';
    await waitUntil(() => $currentProjectKey.get() === 'beta', 'the project did not change');
    expect(sessionStorage.getItem(`${SESSION_STORAGE_PREFIX}project`)).to.equal('beta');
    expect(noticeText(library)).not.to.contain('project attribute');
  });

  it('<cms-admin> and a piece follow each other through the current project', async () => {
    $projects.set([project('alpha'), project('beta')]);
    const container = fixtureSync<HTMLDivElement>(html`
      <div>
        <cms-admin api-url=${CLOSED_API} project="alpha"></cms-admin>
        <cms-file-library api-url=${CLOSED_API}></cms-file-library>
      </div>
    `);
    const [admin, library] = Array.from(container.children);
    const chooser = () => shadowQuery<HTMLSelectElement>(admin, 'select');
    await waitUntil(() => chooser()?.value === 'alpha', 'chooser did not show alpha', {
      timeout: 5000,
    });
    expect(Array.from(chooser()!.options).map((option) => option.textContent)).to.deep.equal([
      'Alpha',
      'Beta',
    ]);

    // Chosen in the admin's sign-in screen → the page's current project, which the library uses.
    chooseOption(chooser()!, 'beta');
    await waitUntil(() => $currentProjectKey.get() === 'beta', 'the project did not change');
    // The library asks to sign in to the project it now works in, named as the list names it.
    await waitUntil(
      () => shadowQuery(library, '.cms-piece')?.textContent?.includes('Sign in to Beta'),
      'library did not follow',
    );

    // Set through the piece's attribute → shown by the admin's chooser.
    library.setAttribute('project', 'alpha');
    await waitUntil(() => chooser()?.value === 'alpha', 'chooser did not follow');
    await waitUntil(
      () => shadowQuery(library, '.cms-piece')?.textContent?.includes('Sign in to Alpha'),
      'library did not change project',
    );
  });
});
