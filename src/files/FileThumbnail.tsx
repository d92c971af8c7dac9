import { useState } from 'react';
import { type FileRow, type ThumbnailFit, type ThumbnailSize, thumbnailUrl } from '../api/files.js';
import { apiUrl } from '../api/request.js';
import { Icon } from '../ui/Icon.js';
import { extensionBadge, fileIconName } from './file-icon.js';
import './register-files-styles.js';

interface FileThumbnailProps {
  file: FileRow | null | undefined;
  /** A whitelist size: small 64 px, medium 300 px, large 800×600. */
  size?: ThumbnailSize;
  /** The picture's text alternative; '' when the text beside it already names the file. */
  alt: string;
  /** crop fills the box; contain shows the whole picture. */
  fit?: ThumbnailFit;
  className?: string;
}

const PIXELS: Record<ThumbnailSize, [number, number]> = {
  small: [64, 64],
  medium: [300, 300],
  large: [800, 600],
};

/**
 * An image's thumbnail from the asset whitelist (lazy loaded), or an icon by type for anything
 * without one. A picture that fails to load (deleted, broken) falls back to the icon.
 */
export function FileThumbnail({
  file,
  size = 'medium',
  alt,
  fit = 'crop',
  className,
}: FileThumbnailProps) {
  const source = thumbnailSource(file, size, fit);
  const [broken, setBroken] = useState<string | null>(null);
  const [width, height] = PIXELS[size];
  const classes = ['cms-file-thumb', `cms-file-thumb--${size}`, `cms-file-thumb--${fit}`, className]
    .filter(Boolean)
    .join(' ');

  if (source && broken !== source) {
    return (
      <div className={classes}>
        <img
          className="cms-file-thumb__image"
          src={source}
          alt={alt}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          onError={() => setBroken(source)}
        />
      </div>
    );
  }
  const badge = size === 'small' ? '' : extensionBadge(file?.filename_download);
  return (
    <div className={`${classes} cms-file-thumb--icon`} data-broken={broken ? true : undefined}>
      <Icon
        name={fileIconName(file?.type)}
        size={size === 'small' ? 24 : 48}
        label={alt || undefined}
      />
      {badge ? (
        <span className="cms-file-thumb__badge" aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </div>
  );
}

/** The whitelist thumbnail; an SVG (no thumbnails) shows its original, which <img> keeps inert. */
function thumbnailSource(
  file: FileRow | null | undefined,
  size: ThumbnailSize,
  fit: ThumbnailFit,
): string | null {
  if (!file) return null;
  const thumbnail = thumbnailUrl(file, size, fit);
  if (thumbnail) return thumbnail;
  if (file.type === 'image/svg+xml' && file.data?.asset_url) return apiUrl(file.data.asset_url);
  return null;
}
