import { useStore } from '@nanostores/react';
import { useT } from '../../../i18n/use-t.js';
import { $currentUser } from '../../../state/user.js';
import { Notice } from '../../../ui/Notice.js';
import { personName } from './people.js';
import { usePresence } from './use-presence.js';

/**
 * Spec 2 §4: other users on this page within the last 5 minutes raise a red warning naming them.
 * `path` is the page's router path, as the navigation records it (`/{project}/collections/…`).
 */
export function PresenceWarning({ project, path }: { project: string; path: string }) {
  const { t, locale } = useT();
  const me = useStore($currentUser);
  const others = usePresence(project, path, me?.id ?? null);
  if (others.length === 0) return null;
  const names = new Intl.ListFormat(locale ?? 'en-US', { type: 'conjunction' }).format(
    others.map((user) => personName(user)),
  );
  return (
    <Notice color="danger" title={t('item_info.presence_title')} live className="cms-presence">
      {t('item_info.presence_body', { names, count: others.length })}
    </Notice>
  );
}
