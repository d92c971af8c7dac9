import type { Item } from '../../api/items.js';
import type { UserAvatar } from '../../api/types.js';
import { applyPreferredLocale } from '../../i18n/preferred-locale.js';
import { $currentUser, setCurrentUser } from '../../state/user.js';

/**
 * After a user row was saved: when it is the signed-in user's own, the admin takes on the saved
 * name, theme and language at once (spec: "a change of the user's own theme or locale applies at
 * once"), as hydration would have. Another user's row changes nothing here. A host page that pins
 * a language (the elements' `locale` attribute) keeps it: applyPreferredLocale respects that.
 */
export function applyOwnPreferences(saved: Item): void {
  const current = $currentUser.get();
  if (!current || Number(saved.id) !== current.id) return;
  const text = (key: string, fallback: string | null): string | null =>
    key in saved ? (typeof saved[key] === 'string' ? (saved[key] as string) : null) : fallback;
  setCurrentUser({
    ...current,
    first_name: text('first_name', current.first_name),
    last_name: text('last_name', current.last_name),
    email: text('email', current.email) ?? current.email,
    locale: text('locale', current.locale),
    theme: text('theme', current.theme),
    // The module bar's picture: the saved file row (expanded), or none.
    avatar:
      'avatar' in saved && (saved.avatar === null || typeof saved.avatar === 'object')
        ? (saved.avatar as UserAvatar | null)
        : current.avatar,
  });
  const locale = text('locale', current.locale);
  if (locale && locale !== current.locale) void applyPreferredLocale(locale);
}
