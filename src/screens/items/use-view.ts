import { useCallback, useEffect, useRef, useState } from 'react';
import { createPreset, updatePreset } from '../../api/presets.js';
import { useDefaultPreset } from '../../data/default-preset.js';
import { useOwnPreset } from '../../data/own-preset.js';
import { createPresetWriter, type PresetWriter } from '../../state/presets.js';
import { EMPTY_VIEW, presetFromView, type ViewState, viewFromPreset } from './view-state.js';

// The user's view of one collection: read once from their own preset, then every change is
// applied at once on screen and written back (debounced) through the preset writer.

export interface UseView {
  ready: boolean;
  view: ViewState;
  change(patch: Partial<ViewState>): void;
}

export function useView(
  project: string,
  collection: string,
  userId: number | null,
  roleId: number | null,
  onWriteError: (error: unknown) => void,
): UseView {
  const [state, setState] = useState<{ key: string; view: ViewState } | null>(null);
  const writer = useRef<PresetWriter | null>(null);
  const latest = useRef<ViewState>(EMPTY_VIEW);
  const errorHandler = useRef(onWriteError);
  errorHandler.current = onWriteError;
  const key = `${project}/${collection}`;

  // Read once per listing; a failed read starts from the empty view. Without an own preset the
  // role's or the global one is the starting view (the user's first change then saves their own).
  // Both are asked at once: the rows wait for the view, so a second round trip would delay them.
  const preset = useOwnPreset(project, collection, userId);
  const ownAnswered = userId === null || preset.data !== undefined || preset.status === 'error';
  const fallback = useDefaultPreset(project, collection, roleId);
  const answered =
    ownAnswered &&
    (preset.data != null || fallback.data !== undefined || fallback.status === 'error');
  const own = useRef(preset.data ?? null);
  own.current = preset.data ?? null;
  const start = useRef(fallback.data ?? null);
  start.current = fallback.data ?? null;

  useEffect(() => {
    if (!answered) return undefined;
    const found = own.current;
    const view = viewFromPreset(found ?? start.current);
    latest.current = view;
    if (userId !== null) {
      writer.current = createPresetWriter(
        {
          create: (values) => createPreset(project, userId, collection, values),
          update: (presetId, values) => updatePreset(project, presetId, values),
        },
        found?.id ?? null,
        { onError: (error) => errorHandler.current(error) },
      );
    }
    setState({ key, view });
    return () => {
      // Leaving the listing writes what is still waiting for the debounce.
      void writer.current?.flush();
      writer.current = null;
    };
  }, [answered, project, collection, userId, key]);

  const change = useCallback(
    (patch: Partial<ViewState>) => {
      const view = { ...latest.current, ...patch };
      latest.current = view;
      setState({ key, view });
      writer.current?.change(presetFromView(view));
    },
    [key],
  );

  const ready = state !== null && state.key === key;
  return { ready, view: ready ? state.view : EMPTY_VIEW, change };
}
