import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CollectionInfo, FieldInfo } from '../../src/api/types.js';
import { fieldLabel } from '../../src/form/field-label.js';
import { localizedSystemField, textKey } from '../../src/form/system-field-texts.js';
import { changeLocale } from '../../src/i18n/change-locale.js';
import { ensureScreenStrings, initI18n } from '../../src/i18n/screen-strings.js';
import { collectionTitle } from '../../src/shell/collection-title.js';

// The system fields the admin's own forms show (profile, settings, files, roles, webhooks) and the
// system collections' names read in the interface language; other collections' are left alone.

const theme: FieldInfo = {
  id: 1,
  collection: 'directus_users',
  field: 'theme',
  type: 'string',
  interface: 'dropdown',
  options: { choices: { auto: 'Auto', light: 'Light', dark: 'Dark' } },
};
const status: FieldInfo = {
  id: 2,
  collection: 'directus_users',
  field: 'status',
  type: 'string',
  interface: 'status',
  options: { status_mapping: { active: { name: 'Active', background_color: 'success' } } },
};
const note: FieldInfo = {
  id: 3,
  collection: 'directus_settings',
  field: 'default_locale',
  type: 'string',
  interface: 'language',
  note: 'Default locale of new users',
};

describe('system field texts', () => {
  it('keys a choice by its English label', () => {
    assert.equal(textKey('Weak: at least 8 characters'), 'weak_at_least_8_characters');
    assert.equal(textKey('Files & Thumbnails'), 'files_thumbnails');
  });

  it('shows labels, notes, choices and statuses in the interface language', async () => {
    await initI18n();
    assert.equal(fieldLabel(theme, 'en-US'), 'Theme');
    await changeLocale('de-DE');
    await ensureScreenStrings();
    const label = fieldLabel(theme, 'de-DE');
    assert.notEqual(label, 'Theme');
    assert.ok(label.length > 0);
    const choices = localizedSystemField(theme, 'de-DE').options?.choices as Record<string, string>;
    assert.deepEqual(Object.keys(choices), ['auto', 'light', 'dark'], 'the values stay');
    assert.notEqual(choices.dark, 'Dark');
    const mapping = localizedSystemField(status, 'de-DE').options?.status_mapping as Record<
      string,
      { name: string; background_color: string }
    >;
    assert.notEqual(mapping.active?.name, 'Active');
    assert.equal(mapping.active?.background_color, 'success', 'the rest of the status stays');
    assert.notEqual(localizedSystemField(note, 'de-DE').note, note.note);
    // The system collections' names too; a user collection keeps its own.
    const users = { collection: 'directus_users', translation: null } as unknown as CollectionInfo;
    assert.equal(collectionTitle(users, 'en-US'), 'Users');
    assert.notEqual(collectionTitle(users, 'de-DE'), 'Users');
    const posts = { collection: 'blog_posts', translation: null } as unknown as CollectionInfo;
    assert.equal(collectionTitle(posts, 'de-DE'), 'Blog Posts');
    await changeLocale('en-US');
  });

  it('leaves fields of other collections and unknown system fields as the server sent them', () => {
    const article = { ...theme, collection: 'articles' };
    assert.equal(localizedSystemField(article, 'de-DE'), article);
    assert.equal(fieldLabel(article, 'de-DE'), 'Theme');
    const unknown = { ...theme, field: 'favourite_colour', options: { choices: { a: 'Apple' } } };
    assert.equal(fieldLabel(unknown, 'de-DE'), 'Favourite Colour');
    assert.deepEqual(localizedSystemField(unknown, 'de-DE').options, { choices: { a: 'Apple' } });
  });
});
