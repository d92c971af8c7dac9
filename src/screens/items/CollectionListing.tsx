import { useStore } from '@nanostores/react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toApiErrorShape } from '../../api/api-error.js';
import { deleteItems, updateItems } from '../../api/items.js';
import type { CollectionInfo } from '../../api/types.js';
import { useT } from '../../i18n/use-t.js';
// The bundled interfaces bring the displays a listing shows its values with.
import '../../interfaces/index.js';
import '../../layouts/index.js';
import {
  primaryKeyField,
  readableFields,
  readBlacklist,
  viewColumns,
  viewSort,
} from '../../layouts/fields.js';
import {
  DEFAULT_LAYOUT,
  getLayout,
  type LayoutProps,
  listLayouts,
} from '../../layouts/registry.js';
import { Link } from '../../router/Link.js';
import { collectionTitle } from '../../shell/collection-title.js';
import { PageHeader } from '../../shell/PageHeader.js';
import { reportExtensionError } from '../../state/extension-errors.js';
import { notify } from '../../state/notifications.js';
import { $permissions, permissionLevel } from '../../state/permissions.js';
import { $settings } from '../../state/settings.js';
import { $currentUser, $isAdmin } from '../../state/user.js';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/Dialog.js';
import { Loader } from '../../ui/Loader.js';
import { Notice } from '../../ui/Notice.js';
import { SelectField } from '../../ui/SelectField.js';
import { BookmarkButton } from './BookmarkButton.js';
import { FilterBar, type SearchAndFilters } from './FilterBar.js';
import { createLevel, rowAllows } from './listing-permissions.js';
import { useItemPages } from './use-item-pages.js';
import { useView } from './use-view.js';
import {
  fieldOfType,
  presetFromView,
  requestField,
  softDeleteStatus,
  statusMapping,
} from './view-state.js';
import './register-listing-styles.js';

/** Page size when the project sets no `default_limit` (spec 2 §9). */
export const DEFAULT_PAGE_SIZE = 50;

export function pageSize(settings: Readonly<Record<string, unknown>>): number {
  const value = Number(settings.default_limit);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_PAGE_SIZE;
}

interface CollectionListingProps {
  project: string;
  collection: CollectionInfo;
}

/** The item listing of one user collection (spec 2 §2, §4): header, filters, layout, states. */
export function CollectionListing({ project, collection }: CollectionListingProps) {
  const { t, locale } = useT();
  const permissions = useStore($permissions);
  const isAdmin = useStore($isAdmin);
  const user = useStore($currentUser);
  const settings = useStore($settings);
  const userId = user?.id ?? null;
  const name = collection.collection;
  const title = collectionTitle(collection, locale);
  const collectionPath = `/${project}/collections/${encodeURIComponent(name)}`;

  const onWriteError = useCallback(
    (error: unknown) =>
      notify({
        title: t('listing.preset_failed'),
        details: toApiErrorShape(error).message,
        color: 'danger',
      }),
    [t],
  );
  const { ready, view, change } = useView(project, name, userId, onWriteError);

  const layout = getLayout(view.layout) ?? getLayout(DEFAULT_LAYOUT);
  // A saved view naming a layout that is not there falls back to the table, and says so.
  const missingLayout = ready && view.layout && !getLayout(view.layout) ? view.layout : null;
  useEffect(() => {
    if (missingLayout) reportExtensionError('layout', missingLayout);
  }, [missingLayout]);
  const layoutId = layout?.id ?? DEFAULT_LAYOUT;
  const viewQuery = view.viewQuery[layoutId] ?? {};
  const viewOptions = view.viewOptions[layoutId] ?? {};

  const blacklist = useMemo(
    () => readBlacklist(permissions, isAdmin, name),
    [permissions, isAdmin, name],
  );
  const primaryKey = primaryKeyField(collection);
  const statusField = fieldOfType(collection, 'status');
  const ownerField = fieldOfType(collection, 'owner');

  // What the list call asks for: the primary key, the layout's columns and the fields its options
  // name; non-admins always add the owner and status fields (spec 2 §6), which the row permission
  // checks need.
  const fields = useMemo(() => {
    // The tabular layout names its columns; other layouts get every readable field.
    const columns =
      layoutId === DEFAULT_LAYOUT
        ? viewColumns(collection, blacklist, viewQuery.fields)
        : readableFields(collection, blacklist).filter((field) => field.type !== 'alias');
    const named = Object.values(viewOptions)
      .filter((entry): entry is string => typeof entry === 'string')
      .map((entry) => collection.fields[entry])
      .filter((field) => field !== undefined);
    const list = [primaryKey, ...[...columns, ...named].map(requestField)];
    if (!isAdmin) {
      if (ownerField) list.push(ownerField.field);
      if (statusField) list.push(statusField.field);
    }
    return [...new Set(list)];
  }, [
    layoutId,
    collection,
    blacklist,
    viewQuery.fields,
    viewOptions,
    primaryKey,
    isAdmin,
    ownerField,
    statusField,
  ]);

  const sort = viewSort(collection, viewQuery.sort);
  const pages = useItemPages(
    ready
      ? {
          project,
          collection: name,
          fields,
          sort,
          q: view.search,
          filters: view.filters,
          limit: pageSize(settings),
        }
      : null,
  );

  const [selection, setSelection] = useState<(string | number)[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  // The selected rows, remembered once seen: the table may drop a far page from memory while
  // its rows stay selected, and a batch action must still act on them.
  const seenSelected = useRef(new Map<string, Record<string, unknown>>());
  const selectedItems = useMemo(() => {
    const keys = new Set(selection.map(String));
    const seen = seenSelected.current;
    for (const key of seen.keys()) if (!keys.has(key)) seen.delete(key);
    for (const item of pages.loaded) {
      const key = String(item[primaryKey]);
      if (keys.has(key)) seen.set(key, item);
    }
    return [...seen.values()];
  }, [selection, pages.loaded, primaryKey]);

  const canCreate = createLevel(permissions, isAdmin, name) === 'full';
  const deleteVisible =
    !collection.single && permissionLevel(permissions, isAdmin, name, 'delete') !== 'none';
  const rowsAllow = (action: 'update' | 'delete') =>
    selectedItems.every((item) =>
      rowAllows(permissions, isAdmin, collection, item, action, userId),
    );
  const softStatus = statusField ? softDeleteStatus(collection) : null;
  const softName = softStatus ? (statusMapping(collection)?.[softStatus]?.name ?? softStatus) : '';

  const commitFilters = useCallback(
    (next: SearchAndFilters) => {
      setSelection([]);
      change({ search: next.search, filters: next.filters });
    },
    [change],
  );

  const filterFields = useMemo(
    () => readableFields(collection, blacklist).filter((field) => field.type !== 'alias'),
    [collection, blacklist],
  );

  const confirmDelete = async () => {
    const keys = selectedItems.map((item) => item[primaryKey] as string | number);
    setDeleting(true);
    try {
      if (softStatus && statusField) {
        await updateItems(project, name, keys, { [statusField.field]: softStatus });
      } else {
        await deleteItems(project, name, keys);
      }
      setSelection([]);
      setConfirming(false);
      pages.reload();
    } catch (error) {
      notify({
        title: t('listing.delete_failed'),
        details: toApiErrorShape(error).message,
        color: 'danger',
      });
    } finally {
      setDeleting(false);
    }
  };

  const layoutProps: LayoutProps = {
    collection,
    items: pages.items,
    viewOptions,
    viewQuery,
    onViewOptionsChange: (options) =>
      change({ viewOptions: { ...view.viewOptions, [layoutId]: options } }),
    onViewQueryChange: (query) => {
      change({ viewQuery: { ...view.viewQuery, [layoutId]: query } });
    },
    selection,
    onSelectionChange: setSelection,
    linkTo: (item) => `${collectionPath}/${encodeURIComponent(String(item[primaryKey]))}`,
    hasMore: pages.hasMore,
    loadMore: pages.loadMore,
    rows: pages.rows,
    loading: pages.status === 'loading' || pages.status === 'lazy-loading',
    search: view.search,
    filters: view.filters,
  };

  const layouts = listLayouts();
  const batchKeys = selection.map((key) => encodeURIComponent(String(key))).join(',');
  const Layout = layout?.component;
  const Options = layout?.options;
  const filtered = view.search !== '' || view.filters.length > 0;

  const actions = (
    <>
      {ready ? (
        <BookmarkButton project={project} collection={name} view={presetFromView(view)} />
      ) : null}
      {selection.length > 1 ? (
        rowsAllow('update') ? (
          <Link className="cms-button cms-button--secondary" to={`${collectionPath}/${batchKeys}`}>
            {t('listing.batch_edit')}
          </Link>
        ) : (
          <Button disabled>{t('listing.batch_edit')}</Button>
        )
      ) : null}
      {deleteVisible && selection.length > 0 ? (
        <Button
          className="cms-button--danger"
          disabled={!rowsAllow('delete')}
          onClick={() => setConfirming(true)}
        >
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

  let body: ReactNode;
  if (
    !ready ||
    pages.status === 'idle' ||
    (pages.status === 'loading' && pages.items.length === 0)
  ) {
    body = <Loader label={t('listing.loading')} />;
  } else if (pages.status === 'error' && pages.items.length === 0) {
    body = (
      <Notice color="danger" title={t('listing.error_title')} live>
        <p>{pages.error?.message}</p>
        <Button onClick={pages.reload}>{t('listing.retry')}</Button>
      </Notice>
    );
  } else if (pages.items.length === 0) {
    body = filtered ? (
      <Notice title={t('listing.no_results')}>{t('listing.no_results_body')}</Notice>
    ) : (
      <Notice title={t('listing.empty')}>{t('listing.empty_body')}</Notice>
    );
  } else if (Layout) {
    body = <Layout {...layoutProps} />;
  }

  return (
    <>
      <PageHeader
        title={title}
        breadcrumb={[
          { label: t('collections.title'), to: `/${project}/collections` },
          { label: title },
        ]}
        actions={actions}
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
          <div className="cms-listing__toolbar">
            <FilterBar
              fields={filterFields}
              value={{ search: view.search, filters: view.filters }}
              onCommit={commitFilters}
            />
            {layouts.length > 1 ? (
              <SelectField
                label={t('listing.layout')}
                value={layoutId}
                options={layouts.map((entry) => ({
                  value: entry.id,
                  label: t(`layouts.${entry.id}` as 'layouts.tabular', {
                    defaultValue: entry.name,
                  }),
                }))}
                onChange={(event) => {
                  setSelection([]);
                  change({ layout: event.currentTarget.value });
                }}
              />
            ) : null}
          </div>
        ) : null}
        <p className="cms-listing__status" aria-live="polite">
          {pages.status === 'lazy-loading' ? t('listing.loading_more') : null}
          {pages.status === 'ready' && pages.total !== null && pages.items.length > 0
            ? t('listing.count', { shown: pages.loaded.length, total: pages.total })
            : null}
          {selection.length > 0 ? ` · ${t('listing.selected', { count: selection.length })}` : null}
        </p>
        {pages.status === 'error' && pages.items.length > 0 ? (
          <Notice color="danger" title={t('listing.error_title')} live>
            <p>{pages.error?.message}</p>
            <Button onClick={pages.retry}>{t('listing.retry')}</Button>
          </Notice>
        ) : null}
        <div className="cms-listing__body">{body}</div>
      </div>
      <ConfirmDialog
        open={confirming}
        danger
        title={t('listing.delete_title')}
        message={
          softStatus
            ? t('listing.soft_delete_body', { count: selectedItems.length, status: softName })
            : t('listing.delete_body', { count: selectedItems.length })
        }
        confirmLabel={t('listing.delete')}
        cancelLabel={t('listing.cancel')}
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
