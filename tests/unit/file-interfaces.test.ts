import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { formatBytes, parseBytes } from '../../src/interfaces/file-size/format-bytes.ts';
import {
  addTags,
  formatTag,
  normalizeTag,
  storedTags,
  tagRules,
  tagsOf,
  validationPattern,
} from '../../src/interfaces/tags/tag-value.ts';

// The value rules of the tags and file-size interfaces, with v8's option names and defaults.

const defaults = tagRules({ alphabetize: true, lowercase: true, sanitize: false });

describe('tags', () => {
  test('reads a list, CSV and wrapped CSV alike', () => {
    assert.deepEqual(tagsOf(['a', ' b ', '']), ['a', 'b']);
    assert.deepEqual(tagsOf('a, b,c'), ['a', 'b', 'c']);
    assert.deepEqual(tagsOf(',a,b,'), ['a', 'b']);
    assert.deepEqual(tagsOf(null), []);
  });

  test('stores a list for array fields, CSV (wrapped when asked) for text fields, null for none', () => {
    assert.deepEqual(storedTags(['a', 'b'], 'array', false), ['a', 'b']);
    assert.equal(storedTags(['a', 'b'], 'string', false), 'a,b');
    assert.equal(storedTags(['a', 'b'], 'string', true), ',a,b,');
    assert.equal(storedTags([], 'array', true), null);
  });

  test('adds typed tags lower-cased, sorted and without duplicates', () => {
    assert.deepEqual(addTags(['news'], 'Zebra, apple,NEWS', defaults), {
      tags: ['apple', 'news', 'zebra'],
      refused: [],
    });
    const unsorted = tagRules({ alphabetize: false, lowercase: false });
    assert.deepEqual(addTags(['b'], 'A', unsorted).tags, ['b', 'A']);
  });

  test('sanitize turns spaces into dashes and drops other marks', () => {
    const rules = tagRules({ lowercase: true, sanitize: true });
    assert.equal(normalizeTag('  Hello World!? ', rules), 'hello-world');
    assert.equal(normalizeTag('Café  au   lait', rules), 'café-au-lait');
    assert.equal(normalizeTag('<b>bold</b>', rules), 'bboldb');
  });

  test('validation refuses tags that do not match, and ignores a broken pattern', () => {
    const rules = tagRules({ lowercase: true, validation: '^[a-z]+$' });
    assert.deepEqual(addTags([], 'good, bad1', rules), { tags: ['good'], refused: ['bad1'] });
    assert.equal(validationPattern('/^x/i')?.test('X1'), true);
    assert.equal(validationPattern('(['), null);
  });

  test('format shows tags as titles', () => {
    assert.equal(formatTag('local-news_today'), 'Local News Today');
  });
});

describe('file size', () => {
  test('formats decimal and binary sizes', () => {
    assert.equal(formatBytes(0, true, 'en-US'), '0 B');
    assert.equal(formatBytes(999, true, 'en-US'), '999 B');
    assert.equal(formatBytes(1_500_000, true, 'en-US'), '1.5 MB');
    assert.equal(formatBytes(1024, false, 'en-US'), '1 KiB');
    assert.equal(formatBytes(123_456_789, true, 'en-US'), '123.5 MB');
  });

  test('parses what people type, and nothing else', () => {
    assert.equal(parseBytes('2048'), 2048);
    assert.equal(parseBytes('1.5 MB'), 1_500_000);
    assert.equal(parseBytes('1,5 mb'), 1_500_000);
    assert.equal(parseBytes('2 KiB'), 2048);
    assert.equal(parseBytes('1 MB', false), 1024 * 1024);
    assert.equal(parseBytes('ten'), null);
    assert.equal(parseBytes('3 parsecs'), null);
  });
});
