import { useCallback, useEffect, useRef } from 'react';

/**
 * Signals for a component's one-off writes (a form's submit, a heartbeat): each call aborts the
 * previous request's signal and hands a new one, and leaving the screen aborts the last, so no
 * answer arrives for a component that is gone. Reads go through useQuery instead.
 */
export function useRequestSignal(): () => AbortSignal {
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);
  return useCallback(() => {
    current.current?.abort();
    current.current = new AbortController();
    return current.current.signal;
  }, []);
}
