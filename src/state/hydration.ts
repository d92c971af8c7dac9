import { map } from 'nanostores';
import type { ApiErrorShape } from '../api/api-error.js';
import { onReset } from './reset.js';

// Whether the start-up data of the signed-in session has loaded (spec 1 §4). On failure the flag
// stays false and the error is kept for the server-error screen.

export interface Hydration {
  hydrated: boolean;
  error: ApiErrorShape | null;
}

export const $hydration = map<Hydration>({ hydrated: false, error: null });

export function setHydrated(): void {
  $hydration.set({ hydrated: true, error: null });
}

export function setHydrationError(error: ApiErrorShape): void {
  $hydration.set({ hydrated: false, error });
}

onReset(() => $hydration.set({ hydrated: false, error: null }));
