import { useCallback, useEffect, useState } from 'react';
import { type ApiErrorShape, toApiErrorShape } from '../../../api/api-error.js';
import { getSettings, getSettingsFields } from '../../../api/settings.js';
import type { FieldInfo, SettingRow } from '../../../api/types.js';

export interface LoadedSettings {
  fields: FieldInfo[];
  rows: SettingRow[];
}

export type SettingsLoad =
  | { state: 'loading' }
  | { state: 'error'; error: ApiErrorShape }
  | ({ state: 'ready' } & LoadedSettings);

/** The settings form's fields and the stored values (contract §7.11), with a retry. */
export function useSettingsLoad(project: string): [SettingsLoad, () => void] {
  const [load, setLoad] = useState<SettingsLoad>({ state: 'loading' });
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks for the load again
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    Promise.all([
      getSettingsFields(project, controller.signal),
      getSettings(project, controller.signal),
    ]).then(
      ([fields, rows]) => {
        if (!controller.signal.aborted) setLoad({ state: 'ready', fields, rows });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Loading the global settings failed.', error);
        setLoad({ state: 'error', error: toApiErrorShape(error) });
      },
    );
    return () => controller.abort();
  }, [project, round]);

  const retry = useCallback(() => setRound((current) => current + 1), []);
  return [load, retry];
}
