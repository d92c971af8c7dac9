import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { type CountedTable, getSettingsFields, getTotalCount } from '../../../api/settings.js';
import { isSystemCollection } from '../../../schema/system-collection.js';
import { $bundledExtensions, $serverExtensions } from '../../../state/extensions.js';
import { $collections } from '../../../state/schema.js';
import { isSettingsDivider } from '../global/settings-sections.js';
import type { HubCountKey } from './hub-cards.js';

/** A card's count: the number, still loading, or failed (shown as "--", spec 3 §2). */
export type HubCount = number | 'loading' | 'failed';

type LoadedKey = 'settings' | CountedTable;

const LOADED: readonly LoadedKey[] = ['settings', 'roles', 'activity', 'webhooks'];

/** The number of settings fields the form shows: the section dividers are not settings. */
async function countSettingsFields(project: string, signal: AbortSignal): Promise<number> {
  const fields = await getSettingsFields(project, signal);
  return fields.filter((field) => !isSettingsDivider(field)).length;
}

/**
 * The hub's counts. Collections and interfaces come from the stores hydration filled (the
 * collections without the system ones; the interfaces bundled or hosted by the server, each id
 * once); the others are asked of the server, each on its own so one failure costs one count.
 */
export function useHubCounts(project: string): Record<HubCountKey, HubCount> {
  const collections = useStore($collections);
  const bundled = useStore($bundledExtensions);
  const server = useStore($serverExtensions);
  const [loaded, setLoaded] = useState<Record<LoadedKey, HubCount>>(() => initial());

  useEffect(() => {
    const controller = new AbortController();
    setLoaded(initial());
    for (const key of LOADED) {
      const load =
        key === 'settings'
          ? countSettingsFields(project, controller.signal)
          : getTotalCount(project, key, controller.signal);
      load.then(
        (count) => {
          if (!controller.signal.aborted) setLoaded((current) => ({ ...current, [key]: count }));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn(`The settings hub could not count ${key}.`, error);
          setLoaded((current) => ({ ...current, [key]: 'failed' }));
        },
      );
    }
    return () => controller.abort();
  }, [project]);

  const collectionCount = useMemo(
    () => Object.keys(collections).filter((name) => !isSystemCollection(name)).length,
    [collections],
  );
  const interfaceCount = useMemo(
    () => new Set([...bundled.interfaces, ...server.interfaces].map((entry) => entry.id)).size,
    [bundled, server],
  );
  return { ...loaded, collections: collectionCount, interfaces: interfaceCount };
}

function initial(): Record<LoadedKey, HubCount> {
  return { settings: 'loading', roles: 'loading', activity: 'loading', webhooks: 'loading' };
}
