import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../api/api-error.js';
import { ITEM_NOT_FOUND } from '../../api/error-codes.js';
import { getFile } from '../../api/files.js';

// Whether the open file still exists: someone else may delete it while it is open. Asked again
// whenever the page comes back into view (the usual moment another tab or person acted), and by
// the screen after a write that failed.

export interface FilePresence {
  gone: boolean;
  /** A write failed: was it because the file is gone? */
  check(): void;
  markGone(): void;
}

export function useFilePresence(project: string, id: string | null): FilePresence {
  const [gone, setGone] = useState(false);

  const check = useCallback(() => {
    if (id === null) return;
    getFile(project, id, ['id']).then(
      () => setGone(false),
      (error: unknown) => {
        if (isApiError(error) && error.code === ITEM_NOT_FOUND) setGone(true);
      },
    );
  }, [project, id]);

  useEffect(() => {
    if (id === null) return undefined;
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', check);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', check);
    };
  }, [id, check]);

  return { gone, check, markGone: useCallback(() => setGone(true), []) };
}
