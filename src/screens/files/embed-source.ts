import type { FileRow } from '../../api/files.js';

// The player address of an imported video (`embed/youtube`, `embed/vimeo`), built from the stored
// video id only (never from a URL or HTML the row carries), and only for an id of the provider's
// shape: nothing else can end up in the frame's src.

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

export interface EmbedSource {
  provider: 'youtube' | 'vimeo';
  src: string;
  /** The video's page, for a "watch on …" link. */
  page: string;
}

export function embedSource(file: Pick<FileRow, 'type' | 'embed'>): EmbedSource | null {
  const id = typeof file.embed === 'string' ? file.embed : '';
  if (file.type === 'embed/youtube' && YOUTUBE_ID.test(id)) {
    return {
      provider: 'youtube',
      src: `https://www.youtube-nocookie.com/embed/${id}`,
      page: `https://www.youtube.com/watch?v=${id}`,
    };
  }
  if (file.type === 'embed/vimeo' && VIMEO_ID.test(id)) {
    return {
      provider: 'vimeo',
      src: `https://player.vimeo.com/video/${id}`,
      page: `https://vimeo.com/${id}`,
    };
  }
  return null;
}
