import { type DragEvent, useRef, useState } from 'react';

// Dragging files over an area: whether files are over it now (for the overlay) and what was
// dropped. Nested elements fire enter/leave pairs of their own, hence the depth count. Drags of
// anything else (text, links, the page's own elements) are left alone. Handled events stop
// there, so a drop area inside a drop zone (the upload dialog over the library) takes its drops
// alone and leaves the zone's count balanced.

export interface DroppedFiles {
  files: File[];
  /** Names of dropped folders, which cannot be uploaded as such. */
  folders: string[];
}

function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/** The files of a drop, with folders told apart (their File has no content to send). */
export function droppedFiles(transfer: DataTransfer): DroppedFiles {
  const files: File[] = [];
  const folders: string[] = [];
  const items = Array.from(transfer.items ?? []);
  if (items.length > 0) {
    for (const item of items) {
      if (item.kind !== 'file') continue;
      const file = item.getAsFile();
      const entry = item.webkitGetAsEntry?.();
      if (entry?.isDirectory) folders.push(entry.name);
      else if (file) files.push(file);
    }
    return { files, folders };
  }
  return { files: Array.from(transfer.files ?? []), folders };
}

export function useFileDrop(onDrop: (dropped: DroppedFiles) => void, disabled = false) {
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);

  const handlers = {
    onDragEnter(event: DragEvent) {
      if (disabled || !carriesFiles(event)) return;
      event.preventDefault();
      event.stopPropagation();
      depth.current += 1;
      setDragging(true);
    },
    onDragOver(event: DragEvent) {
      if (disabled || !carriesFiles(event)) return;
      event.preventDefault();
      event.stopPropagation();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave(event: DragEvent) {
      if (disabled || !carriesFiles(event)) return;
      event.stopPropagation();
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    },
    onDrop(event: DragEvent) {
      if (disabled || !carriesFiles(event)) return;
      event.preventDefault();
      event.stopPropagation();
      depth.current = 0;
      setDragging(false);
      onDrop(droppedFiles(event.dataTransfer));
    },
  };
  return { dragging, handlers };
}
