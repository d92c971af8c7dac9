import { expect } from '@open-wc/testing';
import i18next from 'i18next';
import { changeLocale } from '../../src/i18n/change-locale.js';
import { errorMessage } from '../../src/i18n/error-message.js';
import { i18n, NAMESPACE } from '../../src/i18n/instance.js';
import { directionOf, findLocale, LOCALES, nativeNameOf } from '../../src/i18n/locales.js';
import { hasTranslationFile } from '../../src/i18n/translations.js';
import { $config } from '../../src/state/config.js';

const t = () => i18n.getFixedT($config.get().locale ?? 'en-US', NAMESPACE);

describe('i18n', () => {
  it('lists the locales from af-ZA to zh-TW, with en-US', () => {
    const codes = LOCALES.map((locale) => locale.code);
    expect(codes[0]).to.equal('af-ZA');
    expect(codes.at(-1)).to.equal('zh-TW');
    expect(codes).to.include('en-US');
    expect(codes.length).to.be.within(30, 35);
    expect(directionOf('he-IL')).to.equal('rtl');
    expect(findLocale('de_de')?.code).to.equal('de-DE');
    expect(findLocale('xx-XX')).to.equal(null);
    expect(nativeNameOf('de-DE')).to.contain('Deutsch');
    expect(hasTranslationFile('en-US')).to.equal(true);
  });

  it('loads en-US strings lazily into its own instance', async () => {
    expect($config.get().locale).to.equal(null);
    expect(await changeLocale('en-US')).to.equal('en-US');
    expect($config.get().locale).to.equal('en-US');
    expect(t()('sign_in.title')).to.equal('Sign in');
    expect(t()('errors.100')).to.equal('Incorrect Email/Password');
    expect(t()('notifications.dismiss', { title: '<b>Saved</b>' })).to.equal(
      'Dismiss “<b>Saved</b>”',
    );
  });

  it('never shares strings or language with the host page global i18next', async () => {
    await i18next.init({ lng: 'de-DE', resources: { 'de-DE': { host: { greeting: 'Hallo' } } } });
    await changeLocale('en-US');
    expect(i18next.language).to.equal('de-DE');
    expect(i18next.hasResourceBundle('en-US', NAMESPACE)).to.equal(false);
    expect(i18n.hasResourceBundle('de-DE', 'host')).to.equal(false);
    expect(i18n.language).to.equal('en-US');
  });

  it('ignores unknown language codes', async () => {
    expect(await changeLocale('xx-XX')).to.equal('en-US');
    expect(await changeLocale(undefined)).to.equal('en-US');
    expect(i18n.language).to.equal('en-US');
  });

  it('skips a locale that fails to load and falls back to en-US', async () => {
    // fr-FR is listed but has no file yet: its chunk load fails like a broken download would.
    expect(hasTranslationFile('fr-FR')).to.equal(false);
    expect(await changeLocale('fr-FR')).to.equal('en-US');
    expect(i18n.hasResourceBundle('fr-FR', NAMESPACE)).to.equal(false);
    expect(i18n.language).to.equal('en-US');
    expect($config.get().locale).to.equal('en-US');
    expect(t()('sign_in.submit')).to.equal('Sign in');
  });

  it('applies requests in order: the last one wins', async () => {
    const results = await Promise.all([changeLocale('fr-FR'), changeLocale('en-US')]);
    expect(results).to.deep.equal(['en-US', 'en-US']);
    expect($config.get().locale).to.equal('en-US');
  });

  it('explains API errors with errors.{code}, else the server message', () => {
    expect(errorMessage(t(), { code: -1, status: 0, message: 'x' })).to.equal("Couldn't Reach API");
    expect(errorMessage(t(), { code: 111, status: 404, message: 'x' })).to.equal(
      'Enter One-Time Password',
    );
    expect(errorMessage(t(), { code: 203, status: 404, message: 'Item not found' })).to.equal(
      'Item not found',
    );
  });
});
