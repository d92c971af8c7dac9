import type { FolderId, FolderRow } from '../../api/folders.js';
import { useT } from '../../i18n/use-t.js';
import { Icon } from '../../ui/Icon.js';

interface FolderBreadcrumbProps {
  /** From the root down to the current folder. */
  path: readonly FolderRow[];
  onOpen(folder: FolderId | null): void;
}

/** Where in the folder tree the library is: the root, then each folder down to the current one. */
export function FolderBreadcrumb({ path, onOpen }: FolderBreadcrumbProps) {
  const { t } = useT();
  const current = path.length === 0 ? null : path[path.length - 1];
  return (
    <nav className="cms-folder-crumbs" aria-label={t('files.folder_path')}>
      <ol>
        <li>
          {current === null ? (
            <span aria-current="location">{t('files.root')}</span>
          ) : (
            <button type="button" onClick={() => onOpen(null)}>
              {t('files.root')}
            </button>
          )}
        </li>
        {path.map((folder) => (
          <li key={folder.id}>
            <Icon name="chevron_right" size={16} />
            {folder === current ? (
              <span aria-current="location">{folder.name}</span>
            ) : (
              <button type="button" onClick={() => onOpen(folder.id)}>
                {folder.name}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
