import { useStore } from '@nanostores/react';
import { $currentUser } from '../../state/user.js';
import { type UseView, useView } from '../items/use-view.js';

export const FILES = 'directus_files';

/**
 * The file library's saved view, as every listing's: the user's own preset of directus_files, else
 * the role's or the global default the server seeds (cards).
 */
export function useFilesView(project: string, onWriteError: (error: unknown) => void): UseView {
  const user = useStore($currentUser);
  return useView(project, FILES, user?.id ?? null, user?.role?.id ?? null, onWriteError);
}
