import { getProjectInfo } from '../api/project.js';
import { $projects } from '../state/projects.js';

// What the admin refuses before sending a byte (spec 2 §5): empty files, files over the server's
// maximum upload size (project info `server.max_upload_size`) and, where a field limits them,
// types outside its accept list. The server checks all of this again; these only spare the wait.

/** A MIME list (`image/*`, `application/pdf`), extensions (`.pdf`) or a comma-separated string. */
export type AcceptList = readonly string[] | string | null | undefined;

export type UploadRefusal =
  | { kind: 'empty'; name: string }
  | { kind: 'too-large'; name: string; size: number; max: number }
  | { kind: 'type'; name: string; type: string };

interface CheckedFile {
  name: string;
  size: number;
  type: string;
}

/** The accept list as lower-cased, trimmed entries; empty means "anything". */
export function acceptEntries(accept: AcceptList): string[] {
  const list = typeof accept === 'string' ? accept.split(',') : (accept ?? []);
  return list.map((entry) => entry.trim().toLowerCase()).filter((entry) => entry !== '');
}

/**
 * Whether a file fits the accept list: exact MIME types, `type/*` wildcards, `*` or `*\/*`, and
 * `.ext` entries matched against the file name (as the file input's own `accept` does).
 */
export function isAccepted(file: Pick<CheckedFile, 'name' | 'type'>, accept: AcceptList): boolean {
  const entries = acceptEntries(accept);
  if (entries.length === 0) return true;
  const type = file.type.toLowerCase().split(';')[0].trim();
  const name = file.name.toLowerCase();
  return entries.some((entry) => {
    if (entry === '*' || entry === '*/*') return true;
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

/** The first reason to refuse a file, or null when it may be sent. */
export function checkUpload(
  file: CheckedFile,
  limits: { accept?: AcceptList; maxSize?: number | null },
): UploadRefusal | null {
  if (file.size === 0) return { kind: 'empty', name: file.name };
  if (!isAccepted(file, limits.accept)) return { kind: 'type', name: file.name, type: file.type };
  const max = limits.maxSize;
  if (typeof max === 'number' && max > 0 && file.size > max) {
    return { kind: 'too-large', name: file.name, size: file.size, max };
  }
  return null;
}

/** The max upload size the project info already holds (signed-in answers carry it). */
export function knownMaxUploadSize(project: string): number | undefined {
  const projects = $projects.get();
  if (!projects) return undefined;
  const max = projects.find((entry) => entry.key === project)?.data?.max_upload_size;
  return typeof max === 'number' ? max : undefined;
}

const loaded = new Map<string, Promise<number | null>>();

/**
 * The project's max upload size in bytes; null when the server does not say (then only the server
 * checks). The project list read it when it was loaded signed out, so ask once more then.
 */
export function maxUploadSize(project: string): Promise<number | null> {
  const known = knownMaxUploadSize(project);
  if (known !== undefined) return Promise.resolve(known);
  let pending = loaded.get(project);
  if (!pending) {
    pending = getProjectInfo(project).then(
      ({ info }) => info.max_upload_size ?? null,
      () => {
        loaded.delete(project);
        return null;
      },
    );
    loaded.set(project, pending);
  }
  return pending;
}
