import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { toApiErrorShape } from '../../api/api-error.js';
import { createPreset, getOwnPreset, getPreset, updatePreset } from '../../api/presets.js';
import { useT } from '../../i18n/use-t.js';
import { Link, useRouter } from '../../router/Link.js';
import type { Route } from '../../router/router.js';
import { PageHeader } from '../../shell/PageHeader.js';
import { $currentUser } from '../../state/user.js';
import { Loader } from '../../ui/Loader.js';
import { Notice } from '../../ui/Notice.js';
import { viewPartsOf } from '../items/view-state.js';

/**
 * `/{project}/bookmarks/{collection}/{id}` (spec 2 §2): copies the bookmark's search, filters,
 * view query, view options and view type into the user's own untitled preset for the collection,
 * then opens the listing with `?b={id}` (which the listing drops).
 */
export async function applyBookmark(
  project: string,
  collection: string,
  bookmarkId: string,
  userId: number,
): Promise<void> {
  const bookmark = await getPreset(project, bookmarkId);
  const values = viewPartsOf(bookmark);
  const own = await getOwnPreset(project, userId, collection);
  if (own) await updatePreset(project, own.id, values);
  else await createPreset(project, userId, collection, values);
}

export function BookmarkRedirect({ route }: { route: Route }) {
  const { t } = useT();
  const router = useRouter();
  const user = useStore($currentUser);
  const [error, setError] = useState<string | null>(null);
  const project = route.params.project ?? '';
  const collection = route.params.collection ?? '';
  const bookmarkId = route.params.bookmarkId ?? '';
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null) return;
    let active = true;
    applyBookmark(project, collection, bookmarkId, userId).then(
      () => {
        if (active) {
          router.redirect(
            `/${project}/collections/${encodeURIComponent(collection)}?b=${encodeURIComponent(bookmarkId)}`,
          );
        }
      },
      (caught) => {
        if (active) setError(toApiErrorShape(caught).message);
      },
    );
    return () => {
      active = false;
    };
  }, [project, collection, bookmarkId, userId, router]);

  return (
    <>
      <PageHeader title={t('listing.opening_bookmark')} />
      <div className="cms-page">
        {error === null ? (
          <Loader label={t('listing.opening_bookmark')} />
        ) : (
          <Notice color="danger" title={t('listing.bookmark_failed')} live>
            <p>{error}</p>
            <Link to={`/${project}/collections/${encodeURIComponent(collection)}`}>
              {t('collections.title')}
            </Link>
          </Notice>
        )}
      </div>
    </>
  );
}
