import { createContext, useContext } from 'react';

// The statuses the user may give the item being edited (src/permissions/status-rights.ts: status
// blacklists, `$create`, the rows of each status). The item and batch editors provide them; the
// status interface offers only these (plus the value it holds). null: no restriction known.

export const StatusChoicesContext = createContext<readonly string[] | null>(null);

export function useStatusChoices(): readonly string[] | null {
  return useContext(StatusChoicesContext);
}
