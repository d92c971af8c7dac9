// The bundled interfaces' texts are translatable keys: the en-US file holds exactly what the
// definitions say (so translators see every one), and the lookups fall back sensibly.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { TFunction } from 'i18next';
import '../../src/interfaces/index.js';
import {
  bundledInterfaceTexts,
  INTERFACE_TEXTS,
  interfaceName,
  optionComment,
  optionLabel,
  translatedEditorOptions,
} from '../../src/interfaces/interface-texts.js';
import { getInterface, type InterfaceDefinition } from '../../src/interfaces/registry.js';

const enUS = JSON.parse(
  readFileSync(new URL('../../src/locales/screens/en-US.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

/** A `t` over a flat table, answering the default value for keys it lacks. */
function fakeT(table: Record<string, string>): TFunction<'app'> {
  return ((key: string, options?: { defaultValue?: string }) =>
    table[key] ?? options?.defaultValue ?? key) as unknown as TFunction<'app'>;
}

describe('interface texts', () => {
  it("the en-US file holds every bundled interface's texts (npm run interface-texts)", () => {
    assert.deepEqual(enUS[INTERFACE_TEXTS], bundledInterfaceTexts());
  });

  it('every interface has a name, every option a label', () => {
    for (const [id, texts] of Object.entries(bundledInterfaceTexts())) {
      assert.ok(texts.name.trim(), `${id} has a name`);
      for (const [name, option] of Object.entries(texts.options ?? {})) {
        assert.ok(option.label.trim(), `${id}.${name} has a label`);
      }
    }
  });

  it('looks names, labels, hints and choices up by key, with the English as fallback', () => {
    const rating = getInterface('rating') as InterfaceDefinition;
    const display = (rating.options ?? []).find((option) => option.name === 'display');
    assert.ok(display);
    const german = fakeT({
      'interface_catalogue.rating.name': 'Bewertung',
      'interface_catalogue.rating.options.display.label': 'Darstellung',
      'interface_catalogue.rating.options.display.choices.star': 'Sterne',
    });
    assert.equal(interfaceName(german, rating), 'Bewertung');
    assert.equal(optionLabel(german, 'rating', display), 'Darstellung');
    const choices = translatedEditorOptions(german, 'rating', display)?.choices;
    assert.deepEqual(choices, [
      { label: 'Numbers', value: 'number' },
      { label: 'Sterne', value: 'star' },
    ]);
    const none = fakeT({});
    assert.equal(
      optionLabel(none, 'rating', { name: 'max_stars', interface: 'numeric' }),
      'Max stars',
    );
    assert.equal(optionComment(none, 'rating', { name: 'x', interface: 'numeric' }), null);
  });

  it('translates choices written as an object of value → label too', () => {
    const option = {
      name: 'style',
      interface: 'dropdown',
      options: { choices: { large: 'Large', small: 'Small' }, placeholder: 'Pick' },
    };
    const french = fakeT({ 'interface_catalogue.divider.options.style.choices.large': 'Grand' });
    assert.deepEqual(translatedEditorOptions(french, 'divider', option), {
      choices: { large: 'Grand', small: 'Small' },
      placeholder: 'Pick',
    });
  });
});
