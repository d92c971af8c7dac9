// The revision list names only the fields a revision really changed (issue 13 §4): a revert writes
// every column again, and the database gives "0" where the form had 0.
import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import type { RevisionSummary } from '../../src/api/revisions.js';
import { RevisionList } from '../../src/screens/item/info/RevisionList.js';
import { field } from './fixtures/item-harness/article-field.js';
import { type Mounted, mount } from './fixtures/item-harness/render.js';
import { resetStores } from './helpers.js';

const fields = {
  title: field('title'),
  views: field('views', { type: 'integer', interface: 'numeric' }),
  featured: field('featured', { type: 'boolean', interface: 'toggle' }),
};

const revisions: RevisionSummary[] = [
  { id: 3, activity: null, delta: { title: 'First', views: '0', featured: 0 } },
  { id: 2, activity: null, delta: { title: 'Changed' } },
  { id: 1, activity: null, delta: { title: 'First', views: 0, featured: false } },
];

let mounted: Mounted | null = null;

describe('revision list: what changed', () => {
  beforeEach(() => resetStores());
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('lists a revert as changing only the field that differs from before', async () => {
    mounted = await mount(createElement(RevisionList, { revisions, fields, onOpen: () => {} }));
    const changed = [...mounted.container.querySelectorAll('.cms-revision__changed')].map(
      (line) => line.textContent,
    );
    expect(changed).to.deep.equal([
      'Changed: Title',
      'Changed: Title',
      'Changed: Title, Views, Featured',
    ]);
  });
});
