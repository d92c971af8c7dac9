import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../api/api-error.js';
import { ITEM_NOT_FOUND } from '../../api/error-codes.js';
import type { FileRow } from '../../api/files.js';
import { getItem } from '../../api/items.js';
import type { CollectionInfo } from '../../api/types.js';
import { itemSaved } from '../../data/item.js';
import { startUploads } from '../../files/start-uploads.js';
import { UploadList } from '../../files/UploadList.js';
import { $uploads } from '../../files/upload-tracker.js';
import { useT } from '../../i18n/use-t.js';
import { mayUpdateItem, useGrants, usePermissionSubject } from '../../permissions/index.js';
import { collectionPath } from '../../router/collection-path.js';
import { Link, useRouter } from '../../router/Link.js';
import type { Route } from '../../router/router.js';
import { $hasUnsavedEdits } from '../../state/edits.js';
import { $collections } from '../../state/schema.js';
import { Button } from '../../ui/Button.js';
import { Notice } from '../../ui/Notice.js';
import { SystemItemDetail } from '../item/ItemDetail.js';
import type { ItemEditorExtras } from '../item/item-editor-extras.js';
import { NotFound } from '../not-found/NotFound.js';
import { FileDetailActions } from './FileDetailActions.js';
import { FileFacts } from './FileFacts.js';
import { FilePreview } from './FilePreview.js';
import { fileFolderId } from './folder-key.js';
import { MoveFilesDialog } from './MoveFilesDialog.js';
import { useFilePresence } from './use-file-presence.js';
import { FILES } from './use-files-view.js';
import { useFolders } from './use-folders.js';
import './register-files-styles.js';

/** Shown the file page's own way (preview and facts), not as form fields. */
const SHOWN_APART = ['preview', 'data', 'width', 'height', 'duration', 'filesize', 'metadata'];

/**
 * `/{project}/files/{id}` (issue 14): the file's preview and facts above the generic item form of
 * directus_files (title, description, tags, location …), download and replace in the header;
 * `/files/{id1,id2}` is the batch editor; `/files/+` has no form (files are uploaded) and leads
 * to the library.
 */
export function FileDetail({ route }: { route: Route }) {
  const router = useRouter();
  const project = route.params.project ?? '';
  const key = route.params.primaryKey ?? '';
  const toLibrary = key === '+' ? collectionPath(project, FILES) : null;
  useEffect(() => {
    if (toLibrary) router.redirect(toLibrary);
  }, [router, toLibrary]);
  if (toLibrary) return null;
  if (key.includes(',')) return <SystemItemDetail route={route} collection={FILES} />;
  return <SingleFile key={`${project}/${key}`} route={route} project={project} id={key} />;
}

function SingleFile({ route, project, id }: { route: Route; project: string; id: string }) {
  const collection = useStore($collections)[FILES];
  const presence = useFilePresence(project, id);
  // A new generation re-mounts the editor on the file as stored now (after a replace or move).
  const [generation, setGeneration] = useState(0);
  const [replaceIds, setReplaceIds] = useState<string[]>([]);
  const [moving, setMoving] = useState<FileRow | null>(null);
  const uploads = useStore($uploads);
  const folders = useFolders(project).data ?? [];
  const replacing = uploads.some(
    (entry) =>
      replaceIds.includes(entry.id) && (entry.state === 'queued' || entry.state === 'uploading'),
  );

  const reload = useCallback(async () => {
    try {
      const fresh = await getItem(project, FILES, id);
      itemSaved(project, FILES, id, fresh);
      setGeneration((value) => value + 1);
    } catch (error) {
      if (isApiError(error) && error.code === ITEM_NOT_FOUND) presence.markGone();
    }
  }, [project, id, presence.markGone]);

  // A failed replace may mean the file was deleted meanwhile.
  const failedReplace = uploads.some(
    (entry) => replaceIds.includes(entry.id) && entry.state === 'failed',
  );
  useEffect(() => {
    if (failedReplace) presence.check();
  }, [failedReplace, presence.check]);

  // New content keeps the row's title: the server would name it after the new file otherwise.
  const replace = (file: File, title: string | null) => {
    const started = startUploads(project, [file], {
      replace: id,
      keepTitle: title,
      onUploaded: () => void reload(),
    });
    setReplaceIds(started.map((entry) => entry.id));
  };

  const extras: ItemEditorExtras = {
    hiddenFields: SHOWN_APART,
    before: (item) =>
      collection ? (
        <FileOverview
          project={project}
          collection={collection}
          file={item as FileRow}
          gone={presence.gone}
          replaceIds={replaceIds}
          onMove={() => setMoving(item as FileRow)}
        />
      ) : null,
    actions: (item) =>
      collection ? (
        <FileDetailActions
          project={project}
          collection={collection}
          file={item as FileRow}
          replacing={replacing}
          gone={presence.gone}
          onReplace={(file) => replace(file, (item as FileRow).title ?? null)}
        />
      ) : null,
  };

  if (!collection) return <NotFound route={route} />;
  return (
    <>
      <SystemItemDetail key={generation} route={route} collection={FILES} extras={extras} />
      <MoveFilesDialog
        open={moving !== null}
        project={project}
        fileIds={moving ? [moving.id] : []}
        folders={folders}
        current={moving ? fileFolderId(moving.folder) : null}
        onClose={() => setMoving(null)}
        onMoved={() => {
          setMoving(null);
          void reload();
        }}
      />
    </>
  );
}

interface FileOverviewProps {
  project: string;
  collection: CollectionInfo;
  file: FileRow;
  gone: boolean;
  replaceIds: readonly string[];
  onMove(): void;
}

/** Above the form: a deleted-meanwhile notice, the preview, the replacement's progress, the facts. */
function FileOverview({ project, collection, file, gone, replaceIds, onMove }: FileOverviewProps) {
  const { t } = useT();
  const grants = useGrants();
  const subject = usePermissionSubject(collection);
  const unsaved = useStore($hasUnsavedEdits);
  const folders = useFolders(project);
  const canMove = !gone && (folders.data ?? []).length > 0 && mayUpdateItem(grants, subject, file);
  return (
    <div className="cms-file-overview">
      {gone ? (
        <Notice
          color="danger"
          title={t('files.gone_title')}
          live
          className="cms-file-overview__gone"
        >
          <p>{t('files.gone_body')}</p>
          <Link to={collectionPath(project, FILES)}>{t('files.back_to_library')}</Link>
        </Notice>
      ) : null}
      <div className="cms-file-overview__preview">
        <FilePreview
          key={`${file.id}-${file.checksum ?? file.filesize}`}
          project={project}
          file={file}
        />
        <UploadList ids={replaceIds} className="cms-file-overview__uploads" />
      </div>
      <FileFacts
        project={project}
        file={file}
        folderAction={
          canMove ? (
            <Button
              className="cms-file-facts__move"
              disabled={unsaved}
              title={unsaved ? t('files.replace_save_first') : undefined}
              onClick={onMove}
            >
              {t('files.move')}
            </Button>
          ) : null
        }
      />
    </div>
  );
}
