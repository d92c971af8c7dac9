import { useEffect } from 'react';
import type { ApiErrorShape } from '../../../api/api-error.js';
import { dispatchCmsEvent } from '../../../host/events.js';
import { useHost } from '../../../host/host-context.js';

/** Tells the host page about a failure (`cms-error`), once per failure. */
export function useErrorEvent(error: ApiErrorShape | null): void {
  const host = useHost();
  useEffect(() => {
    if (error && host) dispatchCmsEvent(host, 'cms-error', error);
  }, [error, host]);
}
