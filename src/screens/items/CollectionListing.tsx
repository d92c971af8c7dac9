import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { toApiErrorShape } from '../../api/api-error.js';
import type { CollectionInfo } from '../../api/types.js';
import { useT } from '../../i18n/use-t.js';
// The bundled interfaces bring the displays a listing shows its values with.
import '../../interfaces/index.js';
import '../../layouts/index.js';
import { readableFields, viewSort } from '../../layouts/fields.js';
import { DEFAULT_LAYOUT, getLayout, type LayoutProps } from '../../layouts/registry.js';
import { useListingReadBlacklist } from '../../permissions/use-grants.js';
import { itemPath } from '../../router/collection-path.js';
import { primaryKeyField } from '../../schema/collection-meta.js';
import { collectionCrumbs } from '../../shell/collection-crumbs.js';
import { collectionTitle } from '../../shell/collection-title.js';
import { PageHeader } from '../../shell/PageHeader.js';
import { reportExtensionError } from '../../state/extension-errors.js';
import { notify } from '../../state/notifications.js';
import { $settings } from '../../state/settings.js';
import { $currentUser, $isAdmin } from '../../state/user.js';
import { DeleteSelectionDialog } from './DeleteSelectionDialog.js';
import type { SearchAndFilters } from './FilterBar.js';
import { ListingActions } from './ListingActions.js';
import { ListingBody } from './ListingBody.js';
import { ListingStatus } from './ListingStatus.js';
import { ListingToolbar } from './ListingToolbar.js';
import type { ListingSlots } from './listing-slots.js';
import { pageSize } from './page-size.js';
import { useItemPages } from './use-item-pages.js';
import { useListingFields } from './use-listing-fields.js';
import { useListingSelection } from './use-listing-selection.js';
import { useView } from './use-view.js';
import './register-listing-styles.js';

interface CollectionListingProps {
  project: string;
  collection: CollectionInfo;
  /** What a screen built on this listing changes (users, activity …). */
  slots?: ListingSlots;
}

/**
 * The item listing of one user collection (spec 2 §2, §4): it holds the saved view, the pages and
 * the selection, and lays out the header, toolbar, status line, rows and delete dialog.
 */
export function CollectionListing({ project, collection, slots = {} }: CollectionListingProps) {
  const { t, locale } = useT();
  const isAdmin = useStore($isAdmin);
  const user = useStore($currentUser);
  const userId = user?.id ?? null;
  const settings = useStore($settings);
  const name = collection.collection;
  const title = collectionTitle(collection, locale);

  const onWriteError = useCallback(
    (error: unknown) =>
      notify({
        title: t('listing.preset_failed'),
        details: toApiErrorShape(error).message,
        color: 'danger',
      }),
    [t],
  );
  const { ready, view, change } = useView(
    project,
    name,
    userId,
    user?.role?.id ?? null,
    onWriteError,
  );

  const layout = getLayout(view.layout) ?? getLayout(DEFAULT_LAYOUT);
  // A saved view naming a layout that is not there falls back to the table, and says so.
  const missingLayout = ready && view.layout && !getLayout(view.layout) ? view.layout : null;
  useEffect(() => {
    if (missingLayout) reportExtensionError('layout', missingLayout);
  }, [missingLayout]);
  const layoutId = layout?.id ?? DEFAULT_LAYOUT;
  const viewQuery = view.viewQuery[layoutId] ?? {};
  const viewOptions = view.viewOptions[layoutId] ?? {};

  const blacklist = useListingReadBlacklist(collection);
  const primaryKey = primaryKeyField(collection.fields);
  const fields = useListingFields({
    collection,
    blacklist,
    layoutId,
    viewQuery,
    viewOptions,
    isAdmin,
  });
  const filterFields = useMemo(
    () => readableFields(collection, blacklist).filter((field) => field.type !== 'alias'),
    [collection, blacklist],
  );

  const pages = useItemPages(
    ready
      ? {
          project,
          collection: name,
          fields,
          sort: viewSort(collection, viewQuery.sort),
          q: view.search,
          filters: slots.fixedFilters ? [...slots.fixedFilters, ...view.filters] : view.filters,
          limit: pageSize(settings),
        }
      : null,
  );
  const selection = useListingSelection(pages.loaded, primaryKey);
  const [confirming, setConfirming] = useState(false);

  const commitFilters = useCallback(
    (next: SearchAndFilters) => {
      selection.setKeys([]);
      change({ search: next.search, filters: next.filters });
    },
    [change, selection.setKeys],
  );

  const layoutProps: LayoutProps = {
    collection,
    items: pages.items,
    viewOptions,
    viewQuery,
    onViewOptionsChange: (options) =>
      change({ viewOptions: { ...view.viewOptions, [layoutId]: options } }),
    onViewQueryChange: (query) => change({ viewQuery: { ...view.viewQuery, [layoutId]: query } }),
    selection: selection.keys,
    onSelectionChange: selection.setKeys,
    linkTo: (item) => itemPath(project, name, item[primaryKey] as string | number),
    hasMore: pages.hasMore,
    loadMore: pages.loadMore,
    rows: pages.rows,
    loading: pages.status === 'loading' || pages.status === 'lazy-loading',
    search: view.search,
    filters: view.filters,
  };
  const Options = layout?.options;

  return (
    <>
      <PageHeader
        title={title}
        breadcrumb={
          slots.breadcrumb ?? [
            ...collectionCrumbs(project, name, title, t('collections.title')).slice(0, -1),
            { label: title },
          ]
        }
        actions={
          <ListingActions
            project={project}
            collection={collection}
            view={ready ? view : null}
            selectedKeys={selection.keys}
            selectedItems={selection.items}
            onDelete={() => setConfirming(true)}
            extraActions={slots.actions}
            createTo={slots.createTo}
            readOnly={slots.readOnly}
          />
        }
        info={
          Options && ready ? (
            <div className="cms-listing-info">
              <Options {...layoutProps} />
            </div>
          ) : null
        }
      />
      <div className="cms-page cms-listing">
        {ready ? (
          <ListingToolbar
            filterFields={filterFields}
            value={{ search: view.search, filters: view.filters }}
            onFiltersCommit={commitFilters}
            layout={layoutId}
            onLayoutChange={(next) => {
              selection.setKeys([]);
              change({ layout: next });
            }}
          />
        ) : null}
        <ListingStatus pages={pages} selected={selection.keys.length} />
        <ListingBody
          ready={ready}
          pages={pages}
          filtered={view.search !== '' || view.filters.length > 0}
          Layout={layout?.component}
          layoutProps={layoutProps}
        />
      </div>
      <DeleteSelectionDialog
        open={confirming}
        project={project}
        collection={collection}
        items={selection.items}
        onCancel={() => setConfirming(false)}
        onDeleted={() => {
          selection.setKeys([]);
          setConfirming(false);
          pages.reload();
        }}
      />
    </>
  );
}
