import { useStore } from '@nanostores/react';
import type { CollectionInfo } from '../../api/types.js';
import { useT } from '../../i18n/use-t.js';
import { Link } from '../../router/Link.js';
import { $permissions, permissionLevel } from '../../state/permissions.js';
import { $currentUser, $isAdmin } from '../../state/user.js';
import { Button } from '../../ui/Button.js';
import { BookmarkButton } from './BookmarkButton.js';
import { createLevel, rowAllows } from './listing-permissions.js';
import type { Row } from './page-cache.js';
import { presetFromView, type ViewState } from './view-state.js';

interface ListingActionsProps {
  project: string;
  collection: CollectionInfo;
  /** The saved view, once it is known (the bookmark button saves it). */
  view: ViewState | null;
  selectedKeys: readonly (string | number)[];
  selectedItems: readonly Row[];
  onDelete(): void;
}

/** The listing header's buttons: bookmark, batch edit, delete and new item, as permissions allow. */
export function ListingActions({
  project,
  collection,
  view,
  selectedKeys,
  selectedItems,
  onDelete,
}: ListingActionsProps) {
  const { t } = useT();
  const permissions = useStore($permissions);
  const isAdmin = useStore($isAdmin);
  const userId = useStore($currentUser)?.id ?? null;
  const name = collection.collection;
  const collectionPath = `/${project}/collections/${encodeURIComponent(name)}`;

  const canCreate = createLevel(permissions, isAdmin, name) === 'full';
  const deleteVisible =
    !collection.single && permissionLevel(permissions, isAdmin, name, 'delete') !== 'none';
  const rowsAllow = (action: 'update' | 'delete') =>
    selectedItems.every((item) =>
      rowAllows(permissions, isAdmin, collection, item, action, userId),
    );
  const batchKeys = selectedKeys.map((key) => encodeURIComponent(String(key))).join(',');

  return (
    <>
      {view ? (
        <BookmarkButton project={project} collection={name} view={presetFromView(view)} />
      ) : null}
      {selectedKeys.length > 1 ? (
        rowsAllow('update') ? (
          <Link className="cms-button cms-button--secondary" to={`${collectionPath}/${batchKeys}`}>
            {t('listing.batch_edit')}
          </Link>
        ) : (
          <Button disabled>{t('listing.batch_edit')}</Button>
        )
      ) : null}
      {deleteVisible && selectedKeys.length > 0 ? (
        <Button className="cms-button--danger" disabled={!rowsAllow('delete')} onClick={onDelete}>
          {t('listing.delete')}
        </Button>
      ) : null}
      {canCreate ? (
        <Link className="cms-button cms-button--primary" to={`${collectionPath}/+`}>
          {t('listing.new')}
        </Link>
      ) : null}
    </>
  );
}
