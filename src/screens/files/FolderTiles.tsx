import { useState } from 'react';
import type { FolderId, FolderRow } from '../../api/folders.js';
import { useT } from '../../i18n/use-t.js';
import { Icon } from '../../ui/Icon.js';
import { carriesFileIds, draggedFileIds } from './file-drag.js';

interface FolderTilesProps {
  folders: readonly FolderRow[];
  onOpen(folder: FolderId): void;
  /** File cards dropped on a tile: move them there. Without it tiles take no drops. */
  onDropFiles?(folder: FolderId, ids: (string | number)[]): void;
}

/** The folders inside the current one, as tiles to browse into (and to drop file cards on). */
export function FolderTiles({ folders, onOpen, onDropFiles }: FolderTilesProps) {
  const { t } = useT();
  const [target, setTarget] = useState<FolderId | null>(null);
  if (folders.length === 0) return null;
  return (
    <ul className="cms-folder-tiles" aria-label={t('files.folders')}>
      {folders.map((folder) => (
        <li key={folder.id}>
          <button
            type="button"
            className="cms-folder-tile"
            data-drop-target={target === folder.id || undefined}
            onClick={() => onOpen(folder.id)}
            title={folder.name}
            onDragOver={
              onDropFiles
                ? (event) => {
                    if (!carriesFileIds(event)) return;
                    event.preventDefault();
                    event.dataTransfer.dropEffect = 'move';
                    setTarget(folder.id);
                  }
                : undefined
            }
            onDragLeave={onDropFiles ? () => setTarget(null) : undefined}
            onDrop={
              onDropFiles
                ? (event) => {
                    if (!carriesFileIds(event)) return;
                    event.preventDefault();
                    setTarget(null);
                    const ids = draggedFileIds(event);
                    if (ids.length > 0) onDropFiles(folder.id, ids);
                  }
                : undefined
            }
          >
            <Icon name="folder" size={24} />
            <span className="cms-folder-tile__name">{folder.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
