import type { ReactNode } from 'react';
import type { FileRow } from '../../api/files.js';
import { FileThumbnail } from '../../files/FileThumbnail.js';
import { fileLabel } from '../file/file-value.js';

interface FileTileProps {
  file: FileRow | null;
  fileKey: string;
  /** The template's text; the file's title when empty. */
  label: string;
  /** The tile's buttons (move, remove). */
  children?: ReactNode;
}

/** One file of the files interface: a square thumbnail (or an icon by type) and its name. */
export function FileTile({ file, fileKey, label, children }: FileTileProps) {
  const name = label || (file ? fileLabel(file) : `#${fileKey}`);
  return (
    <>
      <FileThumbnail file={file} size="medium" alt="" />
      <span className="cms-files-field__name" title={name}>
        {name}
      </span>
      {children ? <span className="cms-files-field__buttons">{children}</span> : null}
    </>
  );
}
