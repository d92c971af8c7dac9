import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { toApiErrorShape } from '../api/api-error.js';
import type { Bookmark } from '../api/types.js';
import { errorMessage } from '../i18n/error-message.js';
import { useT } from '../i18n/use-t.js';
import { Link } from '../router/Link.js';
import { $bookmarks, removeBookmark } from '../state/bookmarks.js';
import { notify } from '../state/notifications.js';
import { $currentUser, $isAdmin } from '../state/user.js';
import { ConfirmDialog } from '../ui/Dialog.js';
import { Icon } from '../ui/Icon.js';

/**
 * The saved bookmarks (spec 1 §2). Admins and a bookmark's owner may delete it, after a
 * confirmation; the removal is optimistic and undone with a notice when the server refuses.
 */
export function BookmarkList({ project }: { project: string }) {
  const { t } = useT();
  const bookmarks = useStore($bookmarks);
  const user = useStore($currentUser);
  const isAdmin = useStore($isAdmin);
  const [confirming, setConfirming] = useState<Bookmark | null>(null);

  if (bookmarks.length === 0) return null;

  const confirmDelete = () => {
    const bookmark = confirming;
    setConfirming(null);
    if (!bookmark) return;
    removeBookmark(project, bookmark.id).catch((error: unknown) => {
      notify({
        title: t('shell.bookmark_delete_failed', { title: bookmark.title }),
        details: errorMessage(t, toApiErrorShape(error)),
        color: 'danger',
        iconMain: 'error',
      });
    });
  };

  return (
    <section className="cms-nav__section" aria-label={t('shell.bookmarks')}>
      <h2 className="cms-nav__heading">{t('shell.bookmarks')}</h2>
      <ul className="cms-nav__list">
        {bookmarks.map((bookmark) => (
          <li key={bookmark.id} className="cms-nav__bookmark">
            <Link
              className="cms-nav__link"
              to={`/${project}/bookmarks/${encodeURIComponent(bookmark.collection)}/${bookmark.id}`}
            >
              <Icon name="bookmark" size={16} />
              <span>{bookmark.title}</span>
            </Link>
            {isAdmin || (user !== null && bookmark.user === user.id) ? (
              <button
                type="button"
                className="cms-icon-button cms-nav__bookmark-delete"
                aria-label={t('shell.bookmark_delete', { title: bookmark.title })}
                onClick={() => setConfirming(bookmark)}
              >
                <Icon name="delete" size={16} />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title={t('shell.bookmark_delete_title')}
        message={t('shell.bookmark_delete_confirm', { title: confirming?.title ?? '' })}
        confirmLabel={t('shell.delete')}
        cancelLabel={t('shell.cancel')}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
