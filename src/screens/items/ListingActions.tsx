import type { ReactNode } from 'react';
import type { CollectionInfo } from '../../api/types.js';
import { useT } from '../../i18n/use-t.js';
import {
  mayAtAll,
  mayCreateItems,
  mayDeleteItem,
  mayUpdateItem,
  useGrants,
  useOwnerRoles,
  usePermissionSubject,
} from '../../permissions/index.js';
import { itemPath } from '../../router/collection-path.js';
import { Link } from '../../router/Link.js';
import { Button } from '../../ui/Button.js';
import { BookmarkButton } from './BookmarkButton.js';
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
  /** Extra buttons before New (listing-slots.ts). */
  extraActions?: ReactNode;
  /** The New button's target; null hides it. */
  createTo?: string | null;
  /** Only the bookmark button and the extra actions. */
  readOnly?: boolean;
}

/** The listing header's buttons: bookmark, batch edit, delete and new item, as permissions allow. */
export function ListingActions({
  project,
  collection,
  view,
  selectedKeys,
  selectedItems,
  onDelete,
  extraActions,
  createTo,
  readOnly = false,
}: ListingActionsProps) {
  const { t } = useT();
  const grants = useGrants();
  const subject = usePermissionSubject(collection);
  // Each row judged with its owner's role, which the `role` level needs (owner-roles.ts).
  const judgeable = useOwnerRoles(project, collection, selectedItems);
  const name = collection.collection;
  const newTarget = createTo === undefined ? itemPath(project, name, '+') : createTo;
  const canCreate = !readOnly && newTarget !== null && mayCreateItems(grants, subject);
  const deleteVisible = !readOnly && !collection.single && mayAtAll(grants, name, 'delete');
  // The same judgement the server makes on each row (src/permissions/).
  const rowsAllow = (action: 'update' | 'delete') =>
    selectedItems.every((item) =>
      action === 'update'
        ? mayUpdateItem(grants, subject, judgeable(item))
        : mayDeleteItem(grants, subject, judgeable(item)),
    );

  return (
    <>
      {view ? (
        <BookmarkButton project={project} collection={name} view={presetFromView(view)} />
      ) : null}
      {!readOnly && selectedKeys.length > 1 ? (
        rowsAllow('update') ? (
          <Link
            className="cms-button cms-button--secondary"
            to={itemPath(project, name, selectedKeys)}
          >
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
      {extraActions}
      {canCreate && newTarget ? (
        <Link className="cms-button cms-button--primary" to={newTarget}>
          {t('listing.new')}
        </Link>
      ) : null}
    </>
  );
}
