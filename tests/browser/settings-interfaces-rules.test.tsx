// The debugger's pure rules: which relations of a project a relational interface previews through
// (the many side of a many-to-one, never a junction key; the one side of a one-to-many or
// many-to-many; the file interfaces only against directus_files; fitting field types first), the
// server extensions' translated names, and the list's merge (each id once, bundled first).
import { expect } from '@open-wc/testing';
import type { ExtensionMeta } from '../../src/api/extensions.js';
import type { CollectionInfo, Relation } from '../../src/api/types.js';
import { extensionName, extensionOptions } from '../../src/extensions/interface-meta.js';
import type { InterfaceDefinition } from '../../src/interfaces/registry.js';
import { outputJson } from '../../src/screens/settings/interfaces/debugger-state.js';
import {
  installedInterfaces,
  matchesFilter,
} from '../../src/screens/settings/interfaces/installed-interfaces.js';
import {
  previewRelationKey,
  previewRelations,
} from '../../src/screens/settings/interfaces/preview-relation.js';

let nextId = 1;
function relation(
  collection_many: string,
  field_many: string,
  collection_one: string | null,
  field_one: string | null = null,
  junction_field: string | null = null,
): Relation {
  nextId += 1;
  return { id: nextId, collection_many, field_many, collection_one, field_one, junction_field };
}

const RELATIONS: Relation[] = [
  relation('articles', 'cover', 'directus_files'),
  relation('articles', 'author', 'authors', 'articles'),
  relation('articles_tags', 'article', 'articles', 'tags', 'tag'),
  relation('articles_tags', 'tag', 'tags', 'articles', 'article'),
  relation('directus_users', 'role', 'directus_roles', 'users'),
];

function collection(name: string, types: Record<string, string>): CollectionInfo {
  return {
    collection: name,
    managed: true,
    hidden: false,
    single: false,
    icon: null,
    note: null,
    translation: null,
    fields: Object.fromEntries(
      Object.entries(types).map(([field, type]) => [
        field,
        { id: null, collection: name, field, type, interface: null },
      ]),
    ),
  };
}

const COLLECTIONS = {
  articles: collection('articles', { cover: 'file', author: 'm2o', tags: 'o2m' }),
  authors: collection('authors', { articles: 'o2m' }),
};

const keys = (definition: Pick<InterfaceDefinition, 'id' | 'relation' | 'types'>) =>
  previewRelations(definition, RELATIONS, COLLECTIONS).map(previewRelationKey);

describe('settings › interfaces rules', () => {
  it('a many-to-one sits on a many side, its own type first, never on a junction key', () => {
    expect(keys({ id: 'many-to-one', relation: 'm2o', types: ['m2o'] })).to.deep.equal([
      'articles.author',
      'directus_users.role',
      'articles.cover',
    ]);
  });

  it('a one-to-many and a many-to-many sit on the one side of their kind', () => {
    expect(keys({ id: 'one-to-many', relation: 'o2m', types: ['o2m'] })).to.deep.equal([
      'authors.articles',
      'directus_roles.users',
    ]);
    const m2m = previewRelations(
      { id: 'many-to-many', relation: 'm2m', types: ['o2m'] },
      RELATIONS,
      COLLECTIONS,
    );
    expect(m2m.map((entry) => [previewRelationKey(entry), entry.related])).to.deep.equal([
      ['articles.tags', 'tags'],
      ['tags.articles', 'articles'],
    ]);
  });

  it('the file interfaces and the role picker only use their own collection', () => {
    expect(keys({ id: 'file', relation: 'file', types: ['file'] })).to.deep.equal([
      'articles.cover',
    ]);
    expect(keys({ id: 'user-roles', relation: 'm2o', types: ['m2o'] })).to.deep.equal([
      'directus_users.role',
    ]);
    expect(keys({ id: 'files', relation: 'm2m', types: ['o2m'] })).to.deep.equal([]);
    expect(keys({ id: 'text-input', types: ['string'] })).to.deep.equal([]);
  });

  it('names a server extension in the shown language, falling back to en-US, the key, the id', () => {
    const meta: ExtensionMeta = {
      id: 'stars',
      path: 'extensions/custom/interfaces/stars/meta.json',
      name: '$t:title',
      translation: { 'en-US': { title: 'Stars' }, 'de-DE': { title: 'Sterne' } },
    };
    expect(extensionName(meta, 'de-DE')).to.equal('Sterne');
    expect(extensionName(meta, 'fr-FR')).to.equal('Stars');
    expect(extensionName({ ...meta, translation: {} }, 'de-DE')).to.equal('title');
    expect(extensionName({ ...meta, name: 'Plain' }, 'de-DE')).to.equal('Plain');
    expect(extensionName({ ...meta, name: undefined }, null)).to.equal('stars');
  });

  it('lists each id once with the bundled one winning, and filters on types too', () => {
    const bundled = [
      { id: 'toggle', name: 'Toggle', types: ['boolean'] },
    ] as unknown as InterfaceDefinition[];
    const rows = installedInterfaces(
      bundled,
      [
        { id: 'toggle', path: 'x', name: 'Server toggle', version: '9' },
        { id: 'alpha', path: 'y', types: ['json', 7] },
      ],
      'en-US',
    );
    expect(rows.map((row) => [row.id, row.source, row.version])).to.deep.equal([
      ['alpha', 'server', null],
      ['toggle', 'bundled', '8.4.0'],
    ]);
    expect(rows[0]?.types).to.deep.equal(['json']);
    expect(rows.filter((row) => matchesFilter(row, 'JSON')).map((row) => row.id)).to.deep.equal([
      'alpha',
    ]);
  });

  it('reads meta.json options keyed by name, keeping their interface and default', () => {
    expect(
      extensionOptions({
        id: 'x',
        path: 'p',
        options: {
          max: { name: 'Most', interface: 'numeric', default: 5, advanced: true },
          broken: 'nope',
          note: { comment: 'A note' },
        },
      }),
    ).to.deep.equal([
      { name: 'max', interface: 'numeric', default: 5, advanced: true },
      { name: 'note', interface: 'text-input', comment: 'A note' },
    ]);
  });

  it('shows the output value as formatted JSON, nothing as null', () => {
    expect(outputJson({ a: [1, 2] })).to.equal('{\n  "a": [\n    1,\n    2\n  ]\n}');
    expect(outputJson('text')).to.equal('"text"');
    expect(outputJson(undefined)).to.equal('null');
    expect(outputJson(null)).to.equal('null');
  });
});
