import { atom, computed } from 'nanostores';

// Elements on one page share the session stores (schema, user, permissions), which describe one
// project at a time (state/hydration.ts). Each item editor claims the project it edits; the
// latest claim is the one the stores load, and an editor of another project waits with a notice
// rather than showing that project's data as its own. When the latest leaves, the one before it
// loads its project again.

interface Claim {
  id: number;
  project: string;
}

const $claims = atom<readonly Claim[]>([]);
let nextId = 0;

/** Claims `project` for the page's stores, as the latest claim; returns the release. */
export function claimProject(project: string): () => void {
  nextId += 1;
  const id = nextId;
  $claims.set([...$claims.get(), { id, project }]);
  return () => $claims.set($claims.get().filter((claim) => claim.id !== id));
}

/** The project the latest claim asks for; null when nothing claims one. */
export const $claimedProject = computed($claims, (claims) => claims.at(-1)?.project ?? null);
