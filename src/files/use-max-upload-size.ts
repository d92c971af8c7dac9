import { useEffect, useState } from 'react';
import { maxUploadSize } from './upload-checks.js';

/** The project's max upload size in bytes once known; null when the server does not say. */
export function useMaxUploadSize(project: string): number | null {
  const [max, setMax] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    void maxUploadSize(project).then((value) => {
      if (current) setMax(value);
    });
    return () => {
      current = false;
    };
  }, [project]);
  return max;
}
