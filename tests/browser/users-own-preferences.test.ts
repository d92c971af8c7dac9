// A saved user row applies to the admin only when it is the signed-in user's own: theme, name,
// avatar and language, at once.
import { expect } from '@open-wc/testing';
import type { CurrentUser } from '../../src/api/types.js';
import { initI18n } from '../../src/i18n/screen-strings.js';
import { applyOwnPreferences } from '../../src/screens/users/apply-own-preferences.js';
import { $config } from '../../src/state/config.js';
import { $currentUser, setCurrentUser } from '../../src/state/user.js';
import { resetStores } from './helpers.js';

const me: CurrentUser = {
  id: 4,
  email: 'me@example.com',
  first_name: 'Me',
  last_name: 'Myself',
  locale: 'en-US',
  theme: 'auto',
  last_page: null,
  avatar: null,
  role: { id: 3, module_listing: null, collection_listing: null },
};

describe('applying the own saved preferences', () => {
  beforeEach(async () => {
    resetStores();
    await initI18n();
    setCurrentUser(me);
  });

  it("takes the own row's theme, name and avatar at once", () => {
    expect($config.get().theme).to.equal('auto');
    const avatar = { id: 9, data: { full_url: 'http://127.0.0.1:9/a.png' } };
    applyOwnPreferences({ id: 4, theme: 'dark', first_name: 'Ada', last_name: null, avatar });
    expect($config.get().theme).to.equal('dark');
    expect($currentUser.get()?.first_name).to.equal('Ada');
    expect($currentUser.get()?.last_name).to.equal(null);
    expect($currentUser.get()?.avatar).to.deep.equal(avatar);
    // Fields the row does not carry keep their values.
    expect($currentUser.get()?.email).to.equal('me@example.com');
    applyOwnPreferences({ id: '4', theme: 'nonsense' });
    expect($config.get().theme, 'an unknown theme is auto').to.equal('auto');
  });

  it("ignores another user's row", () => {
    applyOwnPreferences({ id: 5, theme: 'dark', first_name: 'Someone', locale: 'de-DE' });
    expect($config.get().theme).to.equal('auto');
    expect($currentUser.get()).to.deep.equal(me);
  });

  it('keeps the saved language on the signed-in user', () => {
    applyOwnPreferences({ id: 4, locale: 'de-DE' });
    expect($currentUser.get()?.locale).to.equal('de-DE');
    applyOwnPreferences({ id: 4, locale: null });
    expect($currentUser.get()?.locale).to.equal(null);
  });
});
