import type { FolderId, FolderRow } from '../../api/folders.js';
import { useT } from '../../i18n/use-t.js';
import { Icon } from '../../ui/Icon.js';

interface FolderTilesProps {
  folders: readonly FolderRow[];
  onOpen(folder: FolderId): void;
}

/** The folders inside the current one, as tiles to browse into. */
export function FolderTiles({ folders, onOpen }: FolderTilesProps) {
  const { t } = useT();
  if (folders.length === 0) return null;
  return (
    <ul className="cms-folder-tiles" aria-label={t('files.folders')}>
      {folders.map((folder) => (
        <li key={folder.id}>
          <button
            type="button"
            className="cms-folder-tile"
            onClick={() => onOpen(folder.id)}
            title={folder.name}
          >
            <Icon name="folder" size={24} />
            <span className="cms-folder-tile__name">{folder.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
