import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { toApiErrorShape } from '../../api/api-error.js';
import { ITEM_NOT_FOUND } from '../../api/error-codes.js';
import { createPreset, getOwnPreset, getPreset, updatePreset } from '../../api/presets.js';
import { errorMessage } from '../../i18n/error-message.js';
import { useT } from '../../i18n/use-t.js';
import { collectionPath } from '../../router/collection-path.js';
import { Link, useRouter } from '../../router/Link.js';
import type { Route } from '../../router/router.js';
import { collectionTitle, titleCase } from '../../shell/collection-title.js';
import { PageHeader } from '../../shell/PageHeader.js';
import { notify } from '../../state/notifications.js';
import { $collections } from '../../state/schema.js';
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
  const { t, locale } = useT();
  const router = useRouter();
  const user = useStore($currentUser);
  const collections = useStore($collections);
  const [failure, setFailure] = useState<string | null>(null);
  const project = route.params.project ?? '';
  const collection = route.params.collection ?? '';
  const bookmarkId = route.params.bookmarkId ?? '';
  const userId = user?.id ?? null;
  const listingPath = collectionPath(project, collection);

  useEffect(() => {
    if (userId === null) return;
    let active = true;
    setFailure(null);
    applyBookmark(project, collection, bookmarkId, userId).then(
      () => {
        if (active) router.redirect(`${listingPath}?b=${encodeURIComponent(bookmarkId)}`);
      },
      (caught: unknown) => {
        if (!active) return;
        const error = toApiErrorShape(caught);
        const message =
          error.code === ITEM_NOT_FOUND ? t('listing.bookmark_missing') : errorMessage(t, error);
        setFailure(message);
        // Spec 2 §8: the something-went-wrong notification with the error.
        notify({
          title: t('listing.bookmark_failed'),
          details: message,
          color: 'danger',
          iconMain: 'error',
        });
      },
    );
    return () => {
      active = false;
    };
  }, [project, collection, bookmarkId, userId, listingPath, router, t]);

  const info = collections[collection];
  const collectionName = info ? collectionTitle(info, locale) : titleCase(collection);

  if (failure === null) {
    return (
      <>
        <PageHeader title={t('listing.opening_bookmark')} />
        <div className="cms-page">
          <Loader label={t('listing.opening_bookmark')} />
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('listing.bookmark_not_opened')} />
      <div className="cms-page">
        <Notice color="danger" title={t('listing.bookmark_failed')}>
          <div className="cms-bookmark-open__failure">
            <p>{failure}</p>
            <Link to={listingPath}>
              {t('listing.bookmark_back', { collection: collectionName })}
            </Link>
          </div>
        </Notice>
      </div>
    </>
  );
}
