import { useStore } from '@nanostores/react';
import { type ReactNode, useState } from 'react';
import { assetUrl, type FileRow, thumbnailUrl } from '../../api/files.js';
import { useT } from '../../i18n/use-t.js';
import { $currentProjectKey } from '../../state/current-project.js';
import { Icon } from '../../ui/Icon.js';
import { fileFacts, fileLabel, fileRowOf } from '../file/file-value.js';
import type { InputProps } from '../registry.js';

/**
 * The file a directus_files form edits, shown by its kind: an image as its large thumbnail, video
 * and audio in the browser's players, anything else as an icon with its name; each links to the
 * original. It reads the row being edited (`values`), not a value of its own.
 */
export function FilePreviewInput({ values }: InputProps) {
  const { t, locale } = useT();
  const project = useStore($currentProjectKey);
  const file = fileRowOf(values) as FileRow | null;
  const [broken, setBroken] = useState(false);
  if (!file || !project || !file.filename_disk) {
    return <p className="cms-field__hint">{t('file_interfaces.preview_none')}</p>;
  }
  const title = fileLabel(file);
  const type = typeof file.type === 'string' ? file.type : '';
  const original = assetUrl(project, file);
  const large = thumbnailUrl(file, 'large', 'contain');
  let media: ReactNode;
  if (type.startsWith('image/') && large && !broken) {
    media = (
      <img
        src={large}
        alt={t('file_interfaces.thumbnail_of', { title })}
        decoding="async"
        onError={() => setBroken(true)}
      />
    );
  } else if (type.startsWith('video/')) {
    media = (
      // biome-ignore lint/a11y/useMediaCaption: uploaded videos come without caption tracks
      <video src={original} controls preload="metadata" aria-label={title} />
    );
  } else if (type.startsWith('audio/')) {
    media = (
      // biome-ignore lint/a11y/useMediaCaption: uploaded audio comes without caption tracks
      <audio src={original} controls preload="metadata" aria-label={title} />
    );
  } else {
    media = (
      <span className="cms-file-preview-field__icon">
        <Icon name={type.startsWith('image/') ? 'photo' : 'file'} size={48} />
        {broken ? <span>{t('file_interfaces.preview_broken')}</span> : null}
      </span>
    );
  }
  return (
    <figure className="cms-file-preview-field">
      <div className="cms-file-preview-field__media">{media}</div>
      <figcaption className="cms-file-preview-field__caption">
        <a href={original} target="_blank" rel="noopener noreferrer">
          {title}
        </a>
        <span className="cms-file-preview-field__facts">
          {fileFacts(file, locale ?? undefined)}
        </span>
      </figcaption>
    </figure>
  );
}
