import { useEffect, useRef } from 'react';
import { UNCODED_SERVER_ERROR } from '../../../api/error-codes.js';
import { $uploads } from '../../../files/upload-tracker.js';
import { dispatchCmsEvent } from '../../../host/events.js';
import { useHost } from '../../../host/host-context.js';

/**
 * Tells the host page about each upload that fails while the library is shown (`cms-error`, once
 * per upload): refused before sending (size, type, empty), refused by the server, or cut off. The
 * message names the file, as the upload list does.
 */
export function useUploadErrors(): void {
  const host = useHost();
  // Uploads that had already failed when the piece appeared are not news to report.
  const reported = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!host) return undefined;
    reported.current ??= new Set(
      $uploads
        .get()
        .filter((entry) => entry.state === 'failed')
        .map((entry) => entry.id),
    );
    const seen = reported.current;
    return $uploads.subscribe((entries) => {
      for (const entry of entries) {
        if (entry.state !== 'failed' || seen.has(entry.id)) continue;
        seen.add(entry.id);
        dispatchCmsEvent(host, 'cms-error', {
          code: entry.errorCode ?? UNCODED_SERVER_ERROR,
          status: 0,
          message: entry.error ? `${entry.name}: ${entry.error}` : entry.name,
        });
      }
    });
  }, [host]);
}
