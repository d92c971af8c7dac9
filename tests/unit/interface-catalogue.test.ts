// Every interface of the v8 catalogue is bundled, edits at least the field types v8 lets it edit,
// and reads exactly the option keys a v8 field record stores, with v8's defaults, so a project made
// on a v8 server opens unchanged. The facts come from the catalogue (fixtures/interfaces-catalogue.json,
// taken from the spec's table; option defaults the table abbreviates are not compared).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import '../../src/interfaces/index.js';
import { getInterface, type InterfaceDefinition } from '../../src/interfaces/registry.js';

interface CatalogueEntry {
  types: string[];
  options: Record<string, { default?: unknown; advanced?: boolean }>;
}

const catalogue = JSON.parse(
  readFileSync(new URL('./fixtures/interfaces-catalogue.json', import.meta.url), 'utf8'),
) as Record<string, CatalogueEntry>;

/** Options the admin offers beyond v8's, each with the reason it is worth the difference. */
const ADDITIONS: Record<string, string[]> = {
  // Bounds and step for the number box, which v8 left to validation.
  numeric: ['min', 'max', 'step'],
  // An address lookup needs a geocoder the project names; v8 called a fixed public one.
  map: ['geocoder'],
};

/**
 * Defaults that are words shown to editors (a heading, a placeholder): ours to write, since the
 * texts of other projects are not ours to copy. Their keys are still v8's.
 */
const WORDED_DEFAULTS = new Set([
  'divider.title',
  'markdown.placeholder',
  'repeater.placeholder',
  'repeater.createItemText',
]);

describe('the v8 interface catalogue', () => {
  it('has 56 interfaces', () => {
    assert.equal(Object.keys(catalogue).length, 56);
  });

  for (const [id, entry] of Object.entries(catalogue)) {
    it(`${id}: bundled under its own id, its types, its v8 option keys and defaults`, () => {
      const definition: InterfaceDefinition | null = getInterface(id);
      assert.ok(definition, `${id} is bundled`);
      assert.equal(definition.id, id, `${id} has its own definition, not an alias`);
      for (const type of entry.types) {
        assert.ok(definition.types.includes(type), `${id} edits ${type}`);
      }
      const ours = (definition.options ?? []).map((option) => option.name);
      const extra = ours.filter(
        (name) => !(name in entry.options) && !(ADDITIONS[id] ?? []).includes(name),
      );
      assert.deepEqual(
        Object.keys(entry.options).filter((name) => !ours.includes(name)),
        [],
        `${id} reads every v8 option key`,
      );
      assert.deepEqual(
        extra,
        [],
        `${id} has no option v8 does not know (or lists it in ADDITIONS)`,
      );
      for (const [name, facts] of Object.entries(entry.options)) {
        if (!('default' in facts) || facts.default === '(not compared)') continue;
        if (WORDED_DEFAULTS.has(`${id}.${name}`)) continue;
        const stated: unknown = definition.options?.find((one) => one.name === name)?.default;
        assert.deepEqual(stated, facts.default, `${id}.${name} defaults to v8's default`);
      }
    });
  }
});
