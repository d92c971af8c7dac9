import type { PresetValues } from '../api/presets.js';

// Writes a user's view of a collection to their own untitled preset (spec 2 §4): the first change
// by a user without one creates it (POST), every later change updates it (PATCH). Changes are
// debounced, and writes run one after another, so a change made while the create is in flight
// becomes an update of the preset that create returns — never a second preset.

export interface PresetWriteApi {
  create(values: PresetValues): Promise<{ id: number }>;
  update(id: number, values: PresetValues): Promise<unknown>;
}

export interface PresetWriter {
  /** Records a change; merged with earlier unsent ones and written after the debounce delay. */
  change(values: PresetValues): void;
  /** Writes what is pending now; resolves when every write so far has finished. */
  flush(): Promise<void>;
  /** The preset's id once it exists. */
  readonly id: number | null;
}

export function createPresetWriter(
  api: PresetWriteApi,
  existingId: number | null,
  options: { delayMs?: number; onError?: (error: unknown) => void } = {},
): PresetWriter {
  const delayMs = options.delayMs ?? 300;
  let id = existingId;
  let pending: PresetValues | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let chain: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const values = pending;
    pending = null;
    if (values) {
      chain = chain.then(async () => {
        try {
          if (id === null) id = (await api.create(values)).id;
          else await api.update(id, values);
        } catch (error) {
          options.onError?.(error);
        }
      });
    }
    return chain;
  }

  return {
    change(values) {
      pending = { ...(pending ?? {}), ...values };
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
    get id() {
      return id;
    },
  };
}
