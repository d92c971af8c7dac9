import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { useT } from '../i18n/use-t.js';
import { formatBytes } from '../interfaces/file-size/format-bytes.js';
import { Icon } from '../ui/Icon.js';
import { Progress } from '../ui/Progress.js';
import { FileThumbnail } from './FileThumbnail.js';
import { fileIconName } from './file-icon.js';
import { cancelUpload } from './start-uploads.js';
import { $uploads, type UploadEntry } from './upload-tracker.js';
import './register-files-styles.js';

interface UploadListProps {
  /** Only these entries (those one dialog or drop zone started); all of them otherwise. */
  ids?: readonly string[];
  className?: string;
}

/** Upload tracking entries: name, size, progress and cancel while running, the outcome after. */
export function UploadList({ ids, className }: UploadListProps) {
  const { t } = useT();
  const all = useStore($uploads);
  const entries = useMemo(
    () => (ids ? all.filter((entry) => ids.includes(entry.id)) : all),
    [all, ids],
  );
  if (entries.length === 0) return null;
  return (
    <ul
      className={['cms-upload-list', className].filter(Boolean).join(' ')}
      aria-label={t('uploads.list_label')}
    >
      {entries.map((entry) => (
        <UploadItem key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}

function UploadItem({ entry }: { entry: UploadEntry }) {
  const { t, locale } = useT();
  const running = entry.state === 'queued' || entry.state === 'uploading';
  const size = entry.size > 0 ? formatBytes(entry.size, true, locale ?? undefined) : '';
  return (
    <li className="cms-upload-item" data-state={entry.state}>
      <span className="cms-upload-item__lead">
        {entry.state === 'failed' ? (
          <Icon
            name="cloud_off"
            size={24}
            className="cms-upload-item__failed-icon"
            label={t('uploads.failed')}
          />
        ) : entry.state === 'done' && entry.file ? (
          <FileThumbnail file={entry.file} size="small" alt="" />
        ) : (
          <Icon name={entry.url ? 'link' : fileIconName(entry.type)} size={24} />
        )}
      </span>
      <span className="cms-upload-item__main">
        <span className="cms-upload-item__name" title={entry.name}>
          {entry.name}
        </span>
        <span className="cms-upload-item__meta">
          {size ? <span>{size}</span> : null}
          <span className="cms-upload-item__status">{statusText(entry, t)}</span>
        </span>
        {running ? (
          <Progress
            className="cms-upload-item__progress"
            value={entry.url || entry.state === 'queued' ? null : entry.progress}
            label={t('uploads.progress_label', { filename: entry.name })}
          />
        ) : null}
        {entry.state === 'failed' && entry.error ? (
          <span className="cms-upload-item__error" role="alert">
            {entry.error}
          </span>
        ) : null}
      </span>
      {running && !entry.sent ? (
        <button
          type="button"
          className="cms-upload-item__cancel"
          aria-label={t('uploads.cancel', { filename: entry.name })}
          title={t('uploads.cancel', { filename: entry.name })}
          onClick={() => cancelUpload(entry.id)}
        >
          <Icon name="close" size={18} />
        </button>
      ) : entry.state === 'done' ? (
        <Icon
          name="check"
          size={18}
          className="cms-upload-item__done-icon"
          label={t('uploads.done')}
        />
      ) : null}
    </li>
  );
}

function statusText(entry: UploadEntry, t: ReturnType<typeof useT>['t']): string {
  switch (entry.state) {
    case 'queued':
      return t('uploads.queued');
    case 'uploading':
      if (entry.url) return t('uploads.importing');
      if (entry.sent) return t('uploads.finishing');
      return t('uploads.uploading', { percent: entry.progress });
    case 'done':
      return t('uploads.done');
    case 'cancelled':
      return t('uploads.cancelled');
    case 'failed':
      return t('uploads.failed');
  }
}
