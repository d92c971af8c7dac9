import { expect } from '@open-wc/testing';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { CollectionInfo, FieldInfo } from '../../src/api/types.js';
import { initI18n } from '../../src/i18n/screen-strings.js';
import { cardFields, imageUrl, templateLine } from '../../src/layouts/cards/card-fields.js';
import '../../src/layouts/index.js';
import { getLayout, type LayoutProps, listLayouts } from '../../src/layouts/registry.js';
import { RouterContext } from '../../src/router/Link.js';
import { memoryLocation } from '../../src/router/location-source.js';
import { createRouter, type Router } from '../../src/router/router.js';
import { routes } from '../../src/router/routes.js';
import { resetStores } from './helpers.js';

// The cards layout: title, subtitle and image source fields, lazily loaded images.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const field = (name: string, type: string, sort: number): FieldInfo => ({
  id: null,
  collection: 'articles',
  field: name,
  type,
  interface: null,
  sort,
});

const articles: CollectionInfo = {
  collection: 'articles',
  managed: true,
  hidden: false,
  single: false,
  icon: null,
  note: null,
  translation: null,
  fields: {
    id: { ...field('id', 'integer', 0), primary_key: true, hidden_browse: true },
    status: field('status', 'status', 1),
    title: field('title', 'string', 2),
    slug: field('slug', 'slug', 3),
    cover: field('cover', 'file', 4),
  },
};

const cover = { id: 3, type: 'image/jpeg', data: { full_url: 'http://files.test/fjord.jpg' } };

describe('the cards layout', () => {
  let root: Root;
  let container: HTMLElement;

  beforeEach(() => resetStores());
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
  });

  it('is registered after tabular, the default', () => {
    expect(listLayouts().map((layout) => layout.id)).to.deep.equal([
      'tabular',
      'cards',
      'calendar',
      'timeline',
    ]);
  });

  it('defaults to the first text field as title and the first file field as image', () => {
    const visible = Object.values(articles.fields);
    const fields = cardFields(visible, {});
    expect(fields.title?.field?.field).to.equal('title');
    expect(fields.image?.field).to.equal('cover');
    expect(fields.subtitle).to.equal(null);
    expect(fields.fit).to.equal('crop');
    const chosen = cardFields(visible, { title: 'slug', subtitle: 'status', src: null });
    expect([chosen.title?.field?.field, chosen.subtitle?.field?.field, chosen.image]).to.deep.equal(
      ['slug', 'status', null],
    );
    expect(imageUrl(cover)).to.equal('http://files.test/fjord.jpg');
    // Of the whitelist, the medium size in the card's fit: the small one would look blurred.
    const withThumbnails = {
      type: 'image/jpeg',
      data: {
        full_url: 'http://files.test/fjord.jpg',
        thumbnails: ['small-crop', 'medium-crop', 'medium-contain'].map((size) => ({
          key: `directus-${size}`,
          url: `http://files.test/${size}.jpg`,
        })),
      },
    };
    expect(imageUrl(withThumbnails)).to.equal('http://files.test/medium-crop.jpg');
    expect(imageUrl(withThumbnails, undefined, 'contain')).to.equal(
      'http://files.test/medium-contain.jpg',
    );
    expect(imageUrl({ type: 'application/pdf', data: { full_url: 'x' } })).to.equal(null);
    // A nested file row without `data` shows through the project's asset endpoint.
    expect(
      imageUrl({ type: 'image/png', private_hash: 'abc' }, (hash) => `/alpha/assets/${hash}`),
    ).to.equal('/alpha/assets/abc');
  });

  it('shows title, subtitle and a lazy image per item, linked to the item', async () => {
    await initI18n();
    container = document.createElement('div');
    container.style.height = '400px';
    document.body.append(container);
    root = createRoot(container);
    const router = createRouter(routes, memoryLocation('/alpha/collections/articles'));
    const props: LayoutProps = {
      collection: articles,
      items: [
        { id: 1, status: 'draft', title: 'Blue <hour>', slug: 'blue', cover },
        { id: 2, status: 'published', title: 'Markets', slug: 'markets', cover: null },
      ],
      viewOptions: { subtitle: 'status', fit: 'contain' },
      viewQuery: {},
      onViewOptionsChange() {},
      onViewQueryChange() {},
      selection: [2],
      onSelectionChange() {},
      linkTo: (item) => `/alpha/collections/articles/${item.id}`,
      hasMore: false,
      loadMore() {},
      loading: false,
    };
    const Cards = getLayout('cards')!.component;
    await act(async () =>
      root.render(
        createElement(
          RouterContext.Provider,
          { value: router as Router },
          createElement(Cards, props),
        ),
      ),
    );
    const cards = [...container.querySelectorAll('.cms-card')];
    expect(cards).to.have.length(2);
    expect(cards[0]!.querySelector('.cms-card__title')!.textContent).to.equal('Blue <hour>');
    expect(cards[0]!.querySelector('.cms-card__title')!.getAttribute('href')).to.equal(
      '#/alpha/collections/articles/1',
    );
    expect(cards[0]!.querySelector('.cms-card__subtitle')!.textContent).to.equal('draft');
    const image = cards[0]!.querySelector('img')!;
    expect(image.getAttribute('loading')).to.equal('lazy');
    expect(image.getAttribute('src')).to.equal('http://files.test/fjord.jpg');
    expect(cards[0]!.querySelector('.cms-card__image--contain')).to.not.equal(null);
    expect(cards[1]!.querySelector('img')).to.equal(null);
    expect(cards[1]!.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).to.equal(
      true,
    );
  });

  it('takes display templates for its text lines, without stray separators', () => {
    const visible = Object.values(articles.fields);
    const fields = cardFields(visible, {
      title: '{{title}} ({{slug}})',
      subtitle: 'status',
      content: '{{slug}} · {{title}}',
    });
    expect(fields.title).to.deep.equal({ template: '{{title}} ({{slug}})' });
    expect(fields.subtitle?.field?.field).to.equal('status');
    const line = fields.content?.template ?? '';
    expect(templateLine(line, { slug: 'blue', title: 'Blue <hour>' })).to.equal(
      'blue · Blue <hour>',
    );
    expect(templateLine(line, { slug: null, title: 'Blue' })).to.equal('Blue');
    expect(templateLine(line, {})).to.equal('');
  });

  it('names a card without a title by its key, badges its status and draws the icon for no image', async () => {
    await initI18n();
    container = document.createElement('div');
    container.style.height = '400px';
    document.body.append(container);
    root = createRoot(container);
    const router = createRouter(routes, memoryLocation('/alpha/users'));
    const props: LayoutProps = {
      collection: articles,
      items: [{ id: 7, status: 'draft', title: '  ', slug: null, cover: null }],
      viewOptions: { title: 'title', src: 'cover', icon: 'person' },
      viewQuery: {},
      onViewOptionsChange() {},
      onViewQueryChange() {},
      selection: [],
      onSelectionChange() {},
      linkTo: (item) => `/alpha/collections/articles/${item.id}`,
      hasMore: false,
      loadMore() {},
      loading: false,
    };
    const Cards = getLayout('cards')!.component;
    await act(async () =>
      root.render(
        createElement(
          RouterContext.Provider,
          { value: router as Router },
          createElement(Cards, props),
        ),
      ),
    );
    const card = container.querySelector('.cms-card')!;
    expect(card.querySelector('.cms-card__title')!.textContent).to.equal('Item 7');
    expect(card.querySelector('.cms-card__status')!.textContent).to.contain('draft');
    const icon = card.querySelector('svg.cms-card__icon')!;
    expect(icon.getAttribute('aria-label')).to.equal('No image');
    expect(card.querySelector('.cms-card__no-image')).to.equal(null);
  });
});
