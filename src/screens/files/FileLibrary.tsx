import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { FolderId } from '../../api/folders.js';
import { useT } from '../../i18n/use-t.js';
import { mayListCollection } from '../../permissions/collection-rights.js';
import { $grants } from '../../permissions/grants-store.js';
import { collectionPath } from '../../router/collection-path.js';
import { useRouter } from '../../router/Link.js';
import type { Route } from '../../router/router.js';
import type { Crumb } from '../../shell/PageHeader.js';
import { PageHeader } from '../../shell/PageHeader.js';
import { $collections } from '../../state/schema.js';
import { DeleteSelectionDialog } from '../items/DeleteSelectionDialog.js';
import { ListingActions } from '../items/ListingActions.js';
import type { Row } from '../items/page-cache.js';
import { NotFound } from '../not-found/NotFound.js';
import { FileBrowser, type FileBrowserControls } from './FileBrowser.js';
import { FILES } from './use-files-view.js';

/** `/{project}/files?folder={id}`: the address of a folder of the library (back and forward work). */
export function folderAddress(project: string, folder: FolderId | null): string {
  const base = collectionPath(project, FILES);
  return folder === null ? base : `${base}?folder=${encodeURIComponent(folder)}`;
}

/**
 * The file library page (`/{project}/files`, issue 14): the page header (breadcrumb down the
 * folder path; upload, new folder, batch edit and delete as permissions allow) over the browser.
 */
export function FileLibrary({ route }: { route: Route }) {
  const { t } = useT();
  const router = useRouter();
  const grants = useStore($grants);
  const known = useStore($collections)[FILES];
  const project = route.params.project ?? '';
  const [confirming, setConfirming] = useState<FileBrowserControls | null>(null);

  // A library the role cannot read is, to this user, not there (spec 2 §6).
  if (!known || !mayListCollection(grants, known)) return <NotFound route={route} />;
  const collection = known;

  const header = (controls: FileBrowserControls) => {
    const path = controls.folderPath;
    const filesCrumb: Crumb = { label: t('files.title'), to: folderAddress(project, null) };
    const crumbs: Crumb[] = [
      filesCrumb,
      ...path.map((folder) => ({ label: folder.name, to: folderAddress(project, folder.id) })),
    ];
    const current = path.length > 0 ? path[path.length - 1] : null;
    return (
      <PageHeader
        title={current ? current.name : t('files.title')}
        // The last crumb is the page itself.
        breadcrumb={[...crumbs.slice(0, -1), { label: crumbs[crumbs.length - 1].label }]}
        documentTitle={current ? [current.name, t('files.title')] : [t('files.title')]}
        actions={
          <ListingActions
            project={project}
            collection={collection}
            view={controls.view}
            selectedKeys={controls.selectedKeys}
            selectedItems={controls.selectedFiles as unknown as Row[]}
            onDelete={() => setConfirming(controls)}
            extraActions={controls.actions}
            createTo={null}
          />
        }
        info={controls.layoutOptions ?? undefined}
      />
    );
  };

  return (
    <>
      <FileBrowser
        project={project}
        folder={route.search.folder ?? null}
        onFolderChange={(folder) => router.open(folderAddress(project, folder))}
        header={header}
        className="cms-page cms-files-page"
      />
      <DeleteSelectionDialog
        open={confirming !== null}
        project={project}
        collection={collection}
        items={(confirming?.selectedFiles ?? []) as unknown as Row[]}
        onCancel={() => setConfirming(null)}
        onDeleted={() => {
          confirming?.clearSelection();
          confirming?.reload();
          setConfirming(null);
        }}
      />
    </>
  );
}
