import { useState } from 'react';
import { assetUrl, type FileRow, thumbnailUrl } from '../../api/files.js';
import { fileIconName } from '../../files/file-icon.js';
import { useT } from '../../i18n/use-t.js';
import { Icon } from '../../ui/Icon.js';
import { embedSource } from './embed-source.js';
import { fileTitle } from './FileCard.js';
import { fileKind } from './file-kind.js';

/** The large whitelist thumbnail's width (800 × 600, contained). */
const LARGE_WIDTH = 800;

interface FilePreviewProps {
  project: string;
  file: FileRow;
}

/**
 * A file shown by its type: an image (the large thumbnail, linking to the original), a video or
 * audio player, a PDF in a frame, a YouTube or Vimeo player, or an icon for anything else.
 */
export function FilePreview({ project, file }: FilePreviewProps) {
  const { t } = useT();
  const kind = fileKind(file);
  const title = fileTitle(file);
  const original = file.private_hash || file.data ? assetUrl(project, file) : null;
  const [broken, setBroken] = useState<string | null>(null);

  if (kind === 'image' && original) {
    // SVGs have no thumbnails: the original in an <img> stays inert (no scripts run).
    const thumbnail = thumbnailUrl(file, 'large', 'contain');
    const src = thumbnail ?? original;
    if (broken !== src) {
      return (
        <figure className="cms-file-preview cms-file-preview--image">
          <a
            href={original}
            target="_blank"
            rel="noopener noreferrer"
            title={t('files.open_original')}
          >
            <img
              src={src}
              alt={title}
              decoding="async"
              width={file.width ?? undefined}
              height={file.height ?? undefined}
              // Its box is kept while it loads: no jump of the form below.
              style={
                file.width && file.height
                  ? {
                      aspectRatio: `${file.width} / ${file.height}`,
                      width: `min(100%, ${Math.min(file.width, LARGE_WIDTH)}px)`,
                    }
                  : undefined
              }
              onError={() => setBroken(src)}
            />
          </a>
          <figcaption>
            <a href={original} target="_blank" rel="noopener noreferrer">
              <Icon name="open_in_new" size={16} />
              {t('files.open_original')}
            </a>
          </figcaption>
        </figure>
      );
    }
    return (
      <div className="cms-file-preview cms-file-preview--icon" role="img" aria-label={title}>
        <Icon name="photo" size={48} />
        <span>{t('files.image_broken')}</span>
      </div>
    );
  }
  if (kind === 'video' && original) {
    return (
      <div className="cms-file-preview cms-file-preview--media">
        {/* biome-ignore lint/a11y/useMediaCaption: uploaded videos come without caption tracks */}
        <video src={original} controls preload="metadata" aria-label={title} />
      </div>
    );
  }
  if (kind === 'audio' && original) {
    return (
      <div className="cms-file-preview cms-file-preview--audio">
        <Icon name="music" size={48} />
        {/* biome-ignore lint/a11y/useMediaCaption: uploaded audio comes without caption tracks */}
        <audio src={original} controls preload="metadata" aria-label={title} />
      </div>
    );
  }
  if (kind === 'pdf' && original) {
    return (
      <div className="cms-file-preview cms-file-preview--pdf">
        {/* The browser's own PDF viewer; the server typed the file from its bytes. */}
        <object data={original} type="application/pdf" aria-label={title}>
          <a href={original} target="_blank" rel="noopener noreferrer">
            {t('files.open_original')}
          </a>
        </object>
      </div>
    );
  }
  if (kind === 'embed') {
    const embed = embedSource(file);
    if (embed) {
      return (
        <figure className="cms-file-preview cms-file-preview--embed">
          <iframe
            src={embed.src}
            title={title}
            allow="fullscreen; picture-in-picture; encrypted-media"
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
            loading="lazy"
          />
          <figcaption>
            <a href={embed.page} target="_blank" rel="noopener noreferrer">
              <Icon name="open_in_new" size={16} />
              {t(embed.provider === 'youtube' ? 'files.watch_youtube' : 'files.watch_vimeo')}
            </a>
          </figcaption>
        </figure>
      );
    }
  }
  return (
    <div className="cms-file-preview cms-file-preview--icon">
      <Icon name={fileIconName(file.type)} size={48} />
      <span>{file.filename_download}</span>
      <span className="cms-file-preview__type">{file.type ?? t('files.type_unknown')}</span>
    </div>
  );
}
