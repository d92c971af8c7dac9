import type { DragEvent } from 'react';

// Dragging file cards onto a folder tile moves them (the pointer's twin of "Move to folder"). The
// drag carries the file ids under a type of its own, so the upload drop zone (which takes only
// `Files`) and other pages ignore it.

export const FILE_DRAG_TYPE = 'application/x-cms-file-ids';

export function startFileDrag(event: DragEvent, ids: readonly (string | number)[]): void {
  event.dataTransfer.setData(FILE_DRAG_TYPE, JSON.stringify(ids));
  event.dataTransfer.effectAllowed = 'move';
}

export function carriesFileIds(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes(FILE_DRAG_TYPE);
}

/** The dragged ids, or none when the data is not ours. */
export function draggedFileIds(event: DragEvent): (string | number)[] {
  try {
    const parsed: unknown = JSON.parse(event.dataTransfer.getData(FILE_DRAG_TYPE));
    return Array.isArray(parsed)
      ? parsed.filter(
          (id): id is string | number => typeof id === 'string' || typeof id === 'number',
        )
      : [];
  } catch {
    return [];
  }
}
