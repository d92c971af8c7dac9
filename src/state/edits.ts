import { atom } from 'nanostores';
import { onReset } from './reset.js';

// Whether an item form holds staged edits that are not saved (the sign-out confirmation says so,
// spec 1 §2). The item form sets it; the shell only reads it.

export const $hasUnsavedEdits = atom(false);

export function setUnsavedEdits(unsaved: boolean): void {
  if ($hasUnsavedEdits.get() !== unsaved) $hasUnsavedEdits.set(unsaved);
}

onReset(() => $hasUnsavedEdits.set(false));
