import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import i18next from 'i18next';
import { changeLocale } from '../../src/i18n/change-locale.js';
import { errorMessage } from '../../src/i18n/error-message.js';
import { i18n, NAMESPACE } from '../../src/i18n/instance.js';
import { directionOf, findLocale, LOCALES, nativeNameOf } from '../../src/i18n/locales.js';
import { ensureScreenStrings } from '../../src/i18n/screen-strings.js';
import { hasTranslationFile } from '../../src/i18n/translations.js';
import { $config } from '../../src/state/config.js';

const localeFile = (path: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../src/locales/${path}`, import.meta.url), 'utf8'));
const firstScreen = localeFile('en-US.json');
const screenStrings = localeFile('screens/en-US.json');

const t = () => i18n.getFixedT($config.get().locale ?? 'en-US', NAMESPACE);

describe('i18n', () => {
  it('lists the locales from af-ZA to zh-TW, with en-US', () => {
    const codes = LOCALES.map((locale) => locale.code);
    assert.equal(codes[0], 'af-ZA');
    assert.equal(codes.at(-1), 'zh-TW');
    assert.ok(codes.includes('en-US'));
    assert.ok(codes.length >= 30 && codes.length <= 35);
    assert.equal(directionOf('he-IL'), 'rtl');
    assert.equal(findLocale('de_de')?.code, 'de-DE');
    assert.equal(findLocale('xx-XX'), null);
    assert.ok(nativeNameOf('de-DE').includes('Deutsch'));
    assert.equal(hasTranslationFile('en-US'), true);
  });

  it('loads en-US strings lazily into its own instance', async () => {
    assert.equal($config.get().locale, null);
    assert.equal(await changeLocale('en-US'), 'en-US');
    assert.equal($config.get().locale, 'en-US');
    assert.equal(t()('sign_in.title'), 'Sign in');
    assert.equal(t()('errors.100'), 'Incorrect Email/Password');
    assert.equal(t()('notifications.dismiss', { title: '<b>Saved</b>' }), 'Dismiss “<b>Saved</b>”');
  });

  it("keeps other screens' strings out of the first screen's file until a screen asks", async () => {
    await changeLocale('en-US');
    const first = Object.keys(firstScreen);
    const screens = Object.keys(screenStrings);
    assert.deepEqual(
      first.filter((namespace) => screens.includes(namespace)),
      [],
      'a namespace lives in one file',
    );
    assert.ok(first.includes('sign_in') && first.includes('errors'));
    assert.equal(i18n.exists('collections.title'), false, 'not loaded with the sign-in screen');
    await ensureScreenStrings();
    assert.equal(t()('collections.title'), 'Collections');
    assert.equal(t()('sign_in.title'), 'Sign in', "the first screen's strings stay");
  });

  it('never shares strings or language with the host page global i18next', async () => {
    await i18next.init({ lng: 'de-DE', resources: { 'de-DE': { host: { greeting: 'Hallo' } } } });
    await changeLocale('en-US');
    assert.equal(i18next.language, 'de-DE');
    assert.equal(i18next.hasResourceBundle('en-US', NAMESPACE), false);
    assert.equal(i18n.hasResourceBundle('de-DE', 'host'), false);
    assert.equal(i18n.language, 'en-US');
  });

  it('ignores unknown language codes', async () => {
    assert.equal(await changeLocale('xx-XX'), 'en-US');
    assert.equal(await changeLocale(undefined), 'en-US');
    assert.equal(i18n.language, 'en-US');
  });

  it('switches to another language with its own strings, plural forms and digits', async () => {
    assert.equal(await changeLocale('de-DE'), 'de-DE');
    assert.equal($config.get().locale, 'de-DE');
    await ensureScreenStrings();
    const german = i18n.getFixedT('de-DE', NAMESPACE);
    const english = i18n.getFixedT('en-US', NAMESPACE);
    assert.notEqual(german('sign_in.submit'), english('sign_in.submit'));
    assert.notEqual(german('collections.title'), english('collections.title'));
    // German groups thousands with a dot; the count picks the plural form.
    assert.match(german('batch.saved', { count: 1234 }), /1\.234/);
    assert.notEqual(german('batch.saved', { count: 1 }), german('batch.saved', { count: 2 }));
    // An identifier keeps its digits as they are.
    assert.match(german('item_info.revision_title', { id: 1234 }), /1234/);
    assert.equal(await changeLocale('en-US'), 'en-US');
    assert.match(english('batch.saved', { count: 1234 }), /1,234/);
  });

  it("uses each language's plural categories (Russian: one, few, many)", async () => {
    assert.equal(await changeLocale('ru-RU'), 'ru-RU');
    await ensureScreenStrings();
    const russian = i18n.getFixedT('ru-RU', NAMESPACE);
    const forms = new Set([1, 2, 5].map((count) => russian('batch.saved', { count })));
    assert.equal(forms.size, 3, [...forms].join(' | '));
    assert.equal(
      russian('batch.saved', { count: 21 }).replace('21', '1'),
      russian('batch.saved', { count: 1 }),
    );
    await changeLocale('en-US');
  });

  it('applies requests in order: the last one wins', async () => {
    const results = await Promise.all([changeLocale('fr-FR'), changeLocale('en-US')]);
    assert.deepEqual(results, ['fr-FR', 'en-US']);
    assert.equal($config.get().locale, 'en-US');
  });

  it('explains API errors with errors.{code}, else the server message', () => {
    assert.equal(errorMessage(t(), { code: -1, status: 0, message: 'x' }), "Couldn't Reach API");
    assert.equal(
      errorMessage(t(), { code: 111, status: 404, message: 'x' }),
      'Enter One-Time Password',
    );
    assert.equal(
      errorMessage(t(), { code: 203, status: 404, message: 'Item not found' }),
      'Item not found',
    );
  });
});
