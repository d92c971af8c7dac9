import { useEffect, useMemo, useState } from 'react';
import { toApiErrorShape } from '../../api/api-error.js';
import { type FolderId, type FolderRow, folderPath, moveFiles } from '../../api/folders.js';
import { useT } from '../../i18n/use-t.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { Notice } from '../../ui/Notice.js';
import { SelectField } from '../../ui/SelectField.js';

interface MoveFilesDialogProps {
  open: boolean;
  project: string;
  fileIds: readonly (string | number)[];
  folders: readonly FolderRow[];
  /** Where the files are now (offered last, not first). */
  current: FolderId | null;
  onClose(): void;
  onMoved(folder: FolderId | null): void;
}

const ROOT = 'root';

/** Moves the selected files into another folder, chosen by its full path. */
export function MoveFilesDialog({
  open,
  project,
  fileIds,
  folders,
  current,
  onClose,
  onMoved,
}: MoveFilesDialogProps) {
  const { t } = useT();
  const [target, setTarget] = useState<string>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setTarget('');
      setError(null);
    }
  }, [open]);

  const options = useMemo(() => {
    const paths = folders
      .map((folder) => ({
        value: String(folder.id),
        label: folderPath(folders, folder.id)
          .map((step) => step.name)
          .join(' / '),
        disabled: folder.id === current,
      }))
      .sort((a, b) => a.label.localeCompare(b.label));
    return [{ value: ROOT, label: t('files.root'), disabled: current === null }, ...paths];
  }, [folders, current, t]);

  const move = async () => {
    if (!target) return;
    const folder = target === ROOT ? null : Number(target);
    setBusy(true);
    setError(null);
    try {
      await moveFiles(project, fileIds, folder);
      onMoved(folder);
    } catch (caught) {
      setError(toApiErrorShape(caught).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={t('files.move_title', { count: fileIds.length })}
      onCancel={() => {
        if (!busy) onClose();
      }}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('files.cancel')}
          </Button>
          <Button variant="primary" busy={busy} disabled={!target} onClick={() => void move()}>
            {t('files.move')}
          </Button>
        </>
      }
    >
      <SelectField
        label={t('files.move_target')}
        value={target}
        options={options}
        placeholder={t('files.move_placeholder')}
        onChange={setTarget}
      />
      {error ? (
        <Notice color="danger" title={t('files.move_failed')} live>
          {error}
        </Notice>
      ) : null}
    </Dialog>
  );
}
