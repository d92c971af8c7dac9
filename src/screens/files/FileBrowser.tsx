import { useStore } from '@nanostores/react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toApiErrorShape } from '../../api/api-error.js';
import type { FileRow } from '../../api/files.js';
import {
  childFolders,
  createFolder,
  deleteEmptyFolder,
  type FolderId,
  FolderNotEmptyError,
  folderPath,
  moveFiles,
  renameFolder,
} from '../../api/folders.js';
import type { ItemFilter } from '../../api/items.js';
import type { CollectionInfo } from '../../api/types.js';
import { itemsChanged } from '../../data/item.js';
import { useT } from '../../i18n/use-t.js';
import '../../interfaces/index.js';
import '../../layouts/index.js';
import { DropZone } from '../../files/DropZone.js';
import { UploadDialog } from '../../files/UploadDialog.js';
import { isAccepted } from '../../files/upload-checks.js';
import { readableFields, viewSort } from '../../layouts/fields.js';
import { DEFAULT_LAYOUT, getLayout, type LayoutProps } from '../../layouts/registry.js';
import { useLoadMore } from '../../layouts/use-load-more.js';
import {
  mayAtAll,
  mayUpdateItem,
  useGrants,
  useListingReadBlacklist,
  useOwnerRoles,
  usePermissionSubject,
} from '../../permissions/index.js';
import { itemPath } from '../../router/collection-path.js';
import { notify } from '../../state/notifications.js';
import { $collections } from '../../state/schema.js';
import { $settings } from '../../state/settings.js';
import { $isAdmin } from '../../state/user.js';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/Dialog.js';
import { Icon } from '../../ui/Icon.js';
import { Loader } from '../../ui/Loader.js';
import { Notice } from '../../ui/Notice.js';
import { FilterBar, type SearchAndFilters } from '../items/FilterBar.js';
import { ListingToolbar } from '../items/ListingToolbar.js';
import { pageSize } from '../items/page-size.js';
import { useItemPages } from '../items/use-item-pages.js';
import { useListingFields } from '../items/use-listing-fields.js';
import { useListingSelection } from '../items/use-listing-selection.js';
import type { ViewState } from '../items/view-state.js';
import { FileCard } from './FileCard.js';
import { FileGrid } from './FileGrid.js';
import { FolderBreadcrumb } from './FolderBreadcrumb.js';
import { FolderNameDialog } from './FolderNameDialog.js';
import { FolderTiles } from './FolderTiles.js';
import { type FolderKey, folderIdOf } from './folder-key.js';
import { MoveFilesDialog } from './MoveFilesDialog.js';
import { FILES, useFilesView } from './use-files-view.js';
import { foldersChanged, useFolders } from './use-folders.js';
import '../items/register-listing-styles.js';
import './register-files-styles.js';

const FOLDERS = 'directus_folders';

/** What the file grid asks for: enough for the card, the picker's answer and the permission checks. */
const CARD_FIELDS = [
  'id',
  'title',
  'filename_download',
  'filename_disk',
  'type',
  'filesize',
  'width',
  'height',
  'duration',
  'folder',
  'private_hash',
  'uploaded_by',
  'uploaded_on',
  'embed',
  'data',
];

/** What a page that embeds the browser may put around it (the library's page header). */
export interface FileBrowserControls {
  /** The saved view, once known (the bookmark button saves it). */
  view: ViewState | null;
  selectedKeys: readonly (string | number)[];
  selectedFiles: readonly FileRow[];
  clearSelection(): void;
  /** Lists the files again (after a delete). */
  reload(): void;
  /** The browser's own buttons: upload, new folder, move the selection. */
  actions: ReactNode;
  /** From the root down to the current folder. */
  folderPath: readonly { id: FolderId; name: string }[];
  /** The layout's settings panel (the table's columns …), for the info sidebar; none for cards. */
  layoutOptions: ReactNode;
}

export interface FileBrowserProps {
  project: string;
  /** The folder shown: an id, or null / nothing for the root. */
  folder?: FolderKey;
  /** With it, the caller holds the folder (the library keeps it in the address); without it the
   * browser does. */
  onFolderChange?(folder: FolderId | null): void;
  /** Picker mode: a click selects, "Choose" answers with the selection. */
  selectable?: boolean;
  /** Picker mode: more than one file may be chosen (default true). */
  multiple?: boolean;
  /** MIME types (`image/*` wildcards) a picker takes; the others are greyed out. */
  accept?: readonly string[];
  onSelect?(files: FileRow[]): void;
  /** Outside picker mode, a file's title opens it here instead of linking to its page. */
  onOpen?(file: FileRow): void;
  onUploaded?(file: FileRow): void;
  /** Renders above the browser with its controls (the library's page header); the browser's own
   * action row is then left out. */
  header?(controls: FileBrowserControls): ReactNode;
  /** Added to the browser's outer element (the library page's padding). */
  className?: string;
}

/**
 * The file library without its page header (issue 14): the directus_files listing with its saved
 * view (search, filters, layout; the file grid for cards), folders to browse, create, rename and
 * move files into, uploads by button and by drop, and a picker mode.
 */
export function FileBrowser(props: FileBrowserProps) {
  const { t } = useT();
  const collection = useStore($collections)[FILES];
  if (!collection) return <Loader label={t('files.loading')} />;
  return <FileBrowserBody {...props} collection={collection} />;
}

function FileBrowserBody({
  project,
  folder: folderProp,
  onFolderChange,
  selectable = false,
  multiple = true,
  accept,
  onSelect,
  onOpen,
  onUploaded,
  header,
  className,
  collection,
}: FileBrowserProps & { collection: CollectionInfo }) {
  const { t } = useT();
  const isAdmin = useStore($isAdmin);
  const settings = useStore($settings);
  const grants = useGrants();
  const subject = usePermissionSubject(collection);

  // The folder: the caller's when it follows changes, else our own.
  const [ownFolder, setOwnFolder] = useState<FolderId | null>(() => folderIdOf(folderProp));
  const folder = onFolderChange ? folderIdOf(folderProp) : ownFolder;
  const openFolder = useCallback(
    (next: FolderId | null) => {
      if (onFolderChange) onFolderChange(next);
      else setOwnFolder(next);
    },
    [onFolderChange],
  );

  const onWriteError = useCallback(
    (error: unknown) =>
      notify({
        title: t('listing.preset_failed'),
        details: toApiErrorShape(error).message,
        color: 'danger',
      }),
    [t],
  );
  const { ready, view, change } = useFilesView(project, onWriteError);

  const layout = getLayout(view.layout) ?? getLayout(DEFAULT_LAYOUT);
  const layoutId = layout?.id ?? DEFAULT_LAYOUT;
  // Cards (the default) and picker mode show the file grid; other layouts show as they are.
  const useGrid = selectable || layoutId === 'cards';
  const viewQuery = view.viewQuery[layoutId] ?? {};
  const viewOptions = view.viewOptions[layoutId] ?? {};

  const blacklist = useListingReadBlacklist(collection);
  const layoutFields = useListingFields({
    collection,
    blacklist,
    layoutId,
    viewQuery,
    viewOptions,
    isAdmin,
  });
  const fields = useMemo(
    () =>
      useGrid
        ? CARD_FIELDS.filter((name) => !blacklist.has(name))
        : [...new Set([...layoutFields, 'data', 'type'])],
    [useGrid, layoutFields, blacklist],
  );
  const filterFields = useMemo(
    () => readableFields(collection, blacklist).filter((field) => field.type !== 'alias'),
    [collection, blacklist],
  );
  const folderFilter: ItemFilter =
    folder === null
      ? { field: 'folder', operator: 'null', value: '1' }
      : { field: 'folder', operator: 'eq', value: String(folder) };

  const pages = useItemPages(
    ready
      ? {
          project,
          collection: FILES,
          fields,
          // Newest first unless the view says otherwise (ids grow with uploads; dates tie within a second).
          sort: viewQuery.sort ? viewSort(collection, viewQuery.sort) : '-id',
          q: view.search,
          filters: [folderFilter, ...view.filters],
          limit: pageSize(settings),
        }
      : null,
  );
  const selection = useListingSelection(pages.loaded, 'id');
  // The library acts on what is in view: another folder starts with nothing selected. A picker
  // keeps its choice while browsing, so files from several folders can be chosen.
  const clearSelection = selection.setKeys;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new folder (from a tile, the breadcrumb or the address) is the trigger
  useEffect(() => {
    if (!selectable) clearSelection([]);
  }, [folder, selectable, clearSelection]);
  const selectedFiles = selection.items as unknown as FileRow[];
  const judgeable = useOwnerRoles(project, collection, selection.items);

  const folders = useFolders(project);
  const allFolders = folders.data ?? [];
  const path = folderPath(allFolders, folder);
  const currentFolder = path.length > 0 ? path[path.length - 1] : null;
  const missingFolder = folder !== null && folders.data !== undefined && currentFolder === null;
  const children = childFolders(allFolders, folder);

  const canUpload = mayAtAll(grants, FILES, 'create');
  const canCreateFolder = mayAtAll(grants, FOLDERS, 'create');
  const canRenameFolder = mayAtAll(grants, FOLDERS, 'update');
  const canDeleteFolder = mayAtAll(grants, FOLDERS, 'delete');
  const canMove =
    selectedFiles.length > 0 &&
    selection.items.every((item) => mayUpdateItem(grants, subject, judgeable(item)));

  // File cards dropped on a folder tile: the same move as the dialog's, judged the same way.
  const dropOnFolder = async (target: FolderId, ids: (string | number)[]) => {
    const wanted = new Set(ids.map(String));
    const rows = pages.loaded.filter((row) => wanted.has(String(row.id)));
    if (rows.length === 0) return;
    if (!rows.every((row) => mayUpdateItem(grants, subject, judgeable(row)))) {
      notify({
        title: t('files.move_failed'),
        details: t('files.move_not_allowed'),
        color: 'danger',
      });
      return;
    }
    try {
      await moveFiles(
        project,
        rows.map((row) => row.id as string | number),
        target,
      );
      const name = allFolders.find((entry) => entry.id === target)?.name ?? '';
      notify({ title: t('files.moved', { count: rows.length, folder: name }), color: 'success' });
      selection.setKeys([]);
      itemsChanged(project, FILES);
      pages.reload();
    } catch (caught) {
      notify({
        title: t('files.move_failed'),
        details: toApiErrorShape(caught).message,
        color: 'danger',
      });
    }
  };

  const [dialog, setDialog] = useState<
    'upload' | 'new-folder' | 'rename' | 'delete-folder' | 'move' | null
  >(null);
  const [deletingFolder, setDeletingFolder] = useState(false);
  const closeDialog = () => setDialog(null);

  const reloadFiles = pages.reload;
  const fileUploaded = useCallback(
    (file: FileRow) => {
      reloadFiles();
      onUploaded?.(file);
    },
    [reloadFiles, onUploaded],
  );

  const toggle = (file: FileRow) => {
    const key = file.id;
    const isSelected = selection.keys.some((entry) => String(entry) === String(key));
    if (isSelected)
      selection.setKeys(selection.keys.filter((entry) => String(entry) !== String(key)));
    else selection.setKeys(selectable && !multiple ? [key] : [...selection.keys, key]);
  };

  const commitFilters = (next: SearchAndFilters) => {
    selection.setKeys([]);
    change({ search: next.search, filters: next.filters });
  };

  const deleteFolder = async () => {
    if (!currentFolder) return;
    setDeletingFolder(true);
    try {
      await deleteEmptyFolder(project, currentFolder.id);
      foldersChanged(project);
      closeDialog();
      openFolder(currentFolder.parent_folder);
    } catch (caught) {
      notify({
        title: t('files.folder_delete_failed'),
        details:
          caught instanceof FolderNotEmptyError
            ? t('files.folder_not_empty')
            : toApiErrorShape(caught).message,
        color: 'danger',
      });
      closeDialog();
    } finally {
      setDeletingFolder(false);
    }
  };

  const actions = (
    <>
      {!selectable && selectedFiles.length > 0 && allFolders.length > 0 ? (
        <Button className="cms-files-action" disabled={!canMove} onClick={() => setDialog('move')}>
          <Icon name="folder" size={18} />
          <span className="cms-files-action__label">{t('files.move_to_folder')}</span>
        </Button>
      ) : null}
      {canUpload ? (
        <Button className="cms-files-action" onClick={() => setDialog('upload')}>
          <Icon name="cloud_upload" size={18} />
          <span className="cms-files-action__label">{t('files.upload')}</span>
        </Button>
      ) : null}
      {canCreateFolder ? (
        <Button className="cms-files-action" onClick={() => setDialog('new-folder')}>
          <Icon name="add" size={18} />
          <span className="cms-files-action__label">{t('files.new_folder')}</span>
        </Button>
      ) : null}
    </>
  );

  const scroller = useRef<HTMLDivElement>(null);
  // Until the count is known the next page loads near the end; then the grid asks for what it shows.
  const checkMore = useLoadMore(
    scroller,
    {
      items: pages.items,
      hasMore: pages.hasMore,
      loading: pages.status === 'loading' || pages.status === 'lazy-loading',
      loadMore: pages.loadMore,
    },
    pages.rows !== null,
  );

  const filtered = view.search !== '' || view.filters.length > 0;
  const empty = pages.items.length === 0;
  const linkTo = (item: Record<string, unknown>) =>
    itemPath(project, FILES, item.id as string | number);

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
    linkTo,
    hasMore: pages.hasMore,
    loadMore: pages.loadMore,
    rows: pages.rows,
    loading: pages.status === 'loading' || pages.status === 'lazy-loading',
    search: view.search,
    filters: [folderFilter, ...view.filters],
  };
  const Options = useGrid ? undefined : layout?.options;

  const controls: FileBrowserControls = {
    view: ready ? view : null,
    selectedKeys: selection.keys,
    selectedFiles,
    clearSelection: () => selection.setKeys([]),
    reload: pages.reload,
    actions,
    folderPath: path,
    layoutOptions:
      Options && ready ? (
        <div className="cms-listing-info">
          <Options {...layoutProps} />
        </div>
      ) : null,
  };

  let files: ReactNode = null;
  if (!ready || pages.status === 'idle' || (pages.status === 'loading' && empty)) {
    files = <Loader label={t('files.loading')} />;
  } else if (pages.status === 'error' && empty) {
    files = (
      <Notice color="danger" title={t('files.error_title')} live>
        <p>{pages.error?.message}</p>
        <Button onClick={pages.reload}>{t('files.retry')}</Button>
      </Notice>
    );
  } else if (empty) {
    files = filtered ? (
      <Notice title={t('files.no_results')}>{t('files.no_results_body')}</Notice>
    ) : children.length > 0 ? (
      <p className="cms-files__hint">{t('files.folder_no_files')}</p>
    ) : (
      <div className="cms-files__empty">
        <Icon name="cloud_upload" size={48} />
        <strong>{folder === null ? t('files.empty') : t('files.folder_empty')}</strong>
        <span>{canUpload ? t('files.empty_body') : null}</span>
      </div>
    );
  } else if (useGrid) {
    const selected = new Set(selection.keys.map(String));
    files = (
      <FileGrid
        items={pages.items as unknown as FileRow[]}
        rows={pages.rows}
        scroller={scroller}
        label={t('files.files')}
        card={(file) => (
          <FileCard
            key={file.id}
            file={file}
            selected={selected.has(String(file.id))}
            selectable={selectable}
            disabled={
              selectable &&
              !isAccepted({ name: file.filename_download ?? '', type: file.type ?? '' }, accept)
            }
            onToggle={() => toggle(file)}
            to={onOpen ? undefined : linkTo(file)}
            onOpen={onOpen ? () => onOpen(file) : undefined}
            // A selected card carries the whole selection; another one itself.
            dragIds={
              selectable || children.length === 0
                ? undefined
                : () => (selected.has(String(file.id)) ? selection.keys : [file.id])
            }
          />
        )}
      />
    );
  } else if (layout) {
    const Layout = layout.component;
    files = (
      <div className="cms-files__layout">
        <Layout {...layoutProps} />
      </div>
    );
  }

  const classes = ['cms-files', selectable ? 'cms-files--picker' : '', className]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      {header ? header(controls) : null}
      <DropZone
        project={project}
        folder={folder}
        accept={accept}
        multiple={!selectable || multiple}
        onUploaded={fileUploaded}
        disabled={!canUpload || missingFolder}
        className={classes}
      >
        {ready && selectable ? (
          // A picker always shows the file grid: search and filters only.
          <div className="cms-listing__toolbar">
            <FilterBar
              fields={filterFields}
              value={{ search: view.search, filters: view.filters }}
              onCommit={commitFilters}
            />
          </div>
        ) : ready ? (
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
        <div className="cms-files__bar">
          <FolderBreadcrumb path={path} onOpen={openFolder} />
          <div className="cms-files__bar-actions">
            {currentFolder && canRenameFolder ? (
              <Button onClick={() => setDialog('rename')}>
                <Icon name="edit" size={18} />
                {t('files.rename_folder')}
              </Button>
            ) : null}
            {currentFolder && canDeleteFolder ? (
              <Button onClick={() => setDialog('delete-folder')}>
                <Icon name="delete" size={18} />
                {t('files.delete_folder')}
              </Button>
            ) : null}
            {header ? null : actions}
          </div>
        </div>
        {folders.status === 'error' ? (
          <Notice color="warning" title={t('files.folders_failed')}>
            {folders.error?.message}
          </Notice>
        ) : null}
        <p className="cms-listing__status" aria-live="polite">
          {pages.status === 'lazy-loading' ? t('files.loading_more') : null}
          {pages.status === 'ready' && pages.total !== null && !empty
            ? pages.loaded.length < pages.total
              ? t('files.count_partial', {
                  shown: pages.loaded.length,
                  total: pages.total,
                  count: pages.total,
                })
              : t('files.count', { count: pages.total })
            : null}
          {selection.keys.length > 0
            ? ` · ${t('files.selected', { count: selection.keys.length })}`
            : null}
        </p>
        {pages.status === 'error' && !empty ? (
          <Notice color="danger" title={t('files.error_title')} live>
            <p>{pages.error?.message}</p>
            <Button onClick={pages.retry}>{t('files.retry')}</Button>
          </Notice>
        ) : null}
        {missingFolder ? (
          <Notice color="warning" title={t('files.folder_missing')}>
            <Button onClick={() => openFolder(null)}>{t('files.back_to_root')}</Button>
          </Notice>
        ) : (
          <div
            ref={useGrid ? scroller : undefined}
            className="cms-files__body"
            onScroll={useGrid ? checkMore : undefined}
          >
            <FolderTiles
              folders={children}
              onOpen={openFolder}
              onDropFiles={selectable ? undefined : (target, ids) => void dropOnFolder(target, ids)}
            />
            {files}
          </div>
        )}
        {selectable ? (
          <div className="cms-files__choose">
            <span aria-live="polite">
              {selection.keys.length > 0
                ? t('files.chosen', { count: selection.keys.length })
                : t('files.choose_hint')}
            </span>
            <Button
              variant="primary"
              disabled={selectedFiles.length === 0}
              onClick={() => onSelect?.(selectedFiles)}
            >
              {t('files.choose')}
            </Button>
          </div>
        ) : null}
      </DropZone>
      <UploadDialog
        open={dialog === 'upload'}
        project={project}
        folder={folder}
        accept={accept}
        multiple={!selectable || multiple}
        onClose={closeDialog}
        onUploaded={fileUploaded}
      />
      <FolderNameDialog
        open={dialog === 'new-folder'}
        title={t('files.new_folder_title')}
        confirmLabel={t('files.create')}
        onClose={closeDialog}
        onSubmit={async (name) => {
          const created = await createFolder(project, name, folder);
          foldersChanged(project);
          void created;
        }}
      />
      <FolderNameDialog
        open={dialog === 'rename'}
        title={t('files.rename_folder_title')}
        confirmLabel={t('files.rename')}
        initialName={currentFolder?.name ?? ''}
        onClose={closeDialog}
        onSubmit={async (name) => {
          if (!currentFolder) return;
          await renameFolder(project, currentFolder.id, name);
          foldersChanged(project);
        }}
      />
      <ConfirmDialog
        open={dialog === 'delete-folder'}
        danger
        title={t('files.delete_folder_title', { name: currentFolder?.name ?? '' })}
        message={t('files.delete_folder_body')}
        confirmLabel={t('files.delete_folder')}
        cancelLabel={t('files.cancel')}
        busy={deletingFolder}
        onConfirm={() => void deleteFolder()}
        onCancel={closeDialog}
      />
      <MoveFilesDialog
        open={dialog === 'move'}
        project={project}
        fileIds={selection.keys}
        folders={allFolders}
        current={folder}
        onClose={closeDialog}
        onMoved={() => {
          closeDialog();
          selection.setKeys([]);
          itemsChanged(project, FILES);
          pages.reload();
        }}
      />
    </>
  );
}
