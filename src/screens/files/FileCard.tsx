import { type KeyboardEvent, useId } from 'react';
import { type FileRow, hasThumbnails } from '../../api/files.js';
import { FileThumbnail } from '../../files/FileThumbnail.js';
import { useT } from '../../i18n/use-t.js';
import { formatBytes } from '../../interfaces/file-size/format-bytes.js';
import { Link } from '../../router/Link.js';
import { FactList } from '../../ui/FactList.js';
import { startFileDrag } from './file-drag.js';
import { formatDuration } from './file-duration.js';
import { fileKind, fileTypeBadge } from './file-kind.js';

interface FileCardProps {
  file: FileRow;
  selected: boolean;
  /** Picker mode: the whole card toggles the selection. */
  selectable: boolean;
  /** Not in the picker's accept list: greyed out, cannot be chosen. */
  disabled: boolean;
  onToggle(): void;
  /** Where the title leads (the detail), outside picker mode. */
  to?: string;
  /** Opens the file instead of a link (an embedding page decides). */
  onOpen?(): void;
  /** The ids a drag of this card carries onto a folder tile; none: the card is not dragged. */
  dragIds?(): readonly (string | number)[];
}

export function fileTitle(file: FileRow): string {
  return file.title || file.filename_download || `#${file.id}`;
}

/** One file of the grid: its thumbnail (or an icon by type), a type badge, title and facts. */
export function FileCard({
  file,
  selected,
  selectable,
  disabled,
  onToggle,
  to,
  onOpen,
  dragIds,
}: FileCardProps) {
  const { t, locale } = useT();
  const titleId = useId();
  const factsId = `${titleId}-facts`;
  const checkboxId = `${titleId}-check`;
  const title = fileTitle(file);
  const facts = [
    typeof file.filesize === 'number' ? formatBytes(file.filesize, true, locale ?? undefined) : '',
    file.width && file.height ? `${file.width} × ${file.height}` : '',
    formatDuration(file.duration),
  ].filter(Boolean);
  const className = [
    'cms-file-card',
    selected ? 'cms-file-card--selected' : '',
    disabled ? 'cms-file-card--disabled' : '',
    selectable ? 'cms-file-card--pickable' : '',
  ]
    .filter(Boolean)
    .join(' ');

  // Enter toggles too (Space does natively): a picker is used with the keyboard as often as not.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!disabled) onToggle();
    }
  };
  const checkbox = (
    <input
      type="checkbox"
      id={checkboxId}
      className="cms-file-card__select"
      checked={selected}
      disabled={disabled}
      aria-labelledby={titleId}
      aria-describedby={factsId}
      onChange={onToggle}
      onKeyDown={onKeyDown}
    />
  );
  const preview = <FilePreviewTile file={file} />;
  const text = (
    <span className="cms-file-card__text">
      <span className="cms-file-card__title" id={titleId} title={title}>
        {selectable || (!to && !onOpen) ? (
          title
        ) : onOpen ? (
          <button type="button" className="cms-file-card__open" onClick={onOpen}>
            {title}
          </button>
        ) : (
          <Link to={to ?? ''}>{title}</Link>
        )}
      </span>
      <span className="cms-file-card__subtitle" id={factsId}>
        {disabled ? t('files.not_accepted') : <FactList facts={facts} />}
      </span>
    </span>
  );

  if (selectable) {
    return (
      <li className={className}>
        <label className="cms-file-card__pick" htmlFor={checkboxId}>
          {preview}
          {checkbox}
          {text}
        </label>
      </li>
    );
  }
  return (
    <li
      className={className}
      draggable={dragIds ? true : undefined}
      onDragStart={dragIds ? (event) => startFileDrag(event, dragIds()) : undefined}
    >
      {to ? (
        <Link to={to} className="cms-file-card__preview-link" tabIndex={-1} aria-hidden="true">
          {preview}
        </Link>
      ) : (
        preview
      )}
      {checkbox}
      {text}
    </li>
  );
}

/** The square at the top of a card: the lazily loaded thumbnail, or the type's icon and extension. */
function FilePreviewTile({ file }: { file: FileRow }) {
  // A picture gets the type as a corner badge; an icon tile names its extension already.
  const pictured = hasThumbnails(file) || file.type === 'image/svg+xml';
  const badge = pictured ? fileTypeBadge(file) : '';
  return (
    <span className={`cms-file-card__preview cms-file-card__preview--${fileKind(file)}`}>
      <FileThumbnail file={file} size="medium" alt="" />
      {badge ? <span className="cms-file-card__badge">{badge}</span> : null}
    </span>
  );
}
