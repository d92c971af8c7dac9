import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  checkLocale,
  compareStrings,
  identicalToSource,
  localeFilePath,
  readStrings,
  SOURCE_LOCALE,
} from '../../scripts/locales/parity.js';
import { LOCALES } from '../../src/i18n/locales.js';
import { hasTranslationFile } from '../../src/i18n/translations.js';

// Issue #18: a missing key, a changed placeholder or a missing plural form cannot land in any of
// the 35 interface languages.

describe('interface languages', () => {
  it('loads a file of every listed language', () => {
    assert.equal(LOCALES.length, 35);
    for (const { code } of LOCALES) assert.ok(hasTranslationFile(code), `${code} has no file`);
  });

  for (const { code } of LOCALES) {
    if (code === SOURCE_LOCALE) continue;
    it(`${code} has every key of en-US, the same placeholders and its plural forms`, () => {
      assert.deepEqual(checkLocale(code), []);
    });

    it(`${code} is translated (at most 8% of its strings left as en-US's)`, () => {
      const { total, identical } = identicalToSource(code);
      assert.ok(
        identical.length / total <= 0.08,
        `${identical.length} of ${total}: ${identical.slice(0, 20).join(', ')}`,
      );
    });
  }

  it("keeps each top-level group in one of a language's two files", () => {
    // src/i18n/screen-strings.ts adds the screens' groups beside the first screen's as they are.
    for (const { code } of LOCALES) {
      const groups = (part: '' | 'screens/') =>
        Object.keys(JSON.parse(readFileSync(localeFilePath(code, part), 'utf8')));
      const firstScreen = groups('');
      const both = groups('screens/').filter((group) => firstScreen.includes(group));
      assert.deepEqual(both, [], code);
    }
  });

  it('finds what the checks are there to find', () => {
    const english = readStrings(SOURCE_LOCALE, 'screens/');
    const key = Object.keys(english).find((name) => english[name]?.includes('{{'));
    assert.ok(key);
    const { [key]: _dropped, ...lacking } = english;
    assert.match(
      compareStrings('de-DE', english, lacking).join('\n'),
      new RegExp(`missing ${key}`),
    );
    const renamed = { ...english, [key]: 'ohne Platzhalter' };
    assert.match(compareStrings('de-DE', english, renamed).join('\n'), /placeholders of/);
    const extra = { ...english, 'nowhere.key': 'x' };
    assert.match(compareStrings('de-DE', english, extra).join('\n'), /extra nowhere\.key/);
    // Russian needs few and many beside one and other.
    assert.match(compareStrings('ru-RU', english, english).join('\n'), /_few \(ru-RU needs/);
    // Japanese has one form only: en-US's `_one` is one too many.
    assert.match(compareStrings('ja-JP', english, english).join('\n'), /_one \(ja-JP has no "one"/);
  });
});
