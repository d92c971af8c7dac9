// Video URLs imported as embeds (contract §7.6 form 3): YouTube and Vimeo links become files of
// type `embed/youtube` | `embed/vimeo` whose `embed` column holds the video id; their stored
// content is the video's thumbnail image (fetched with a short deadline; a plain placeholder when
// the network is closed, so an import never fails for that).

export interface EmbedTarget {
  provider: 'youtube' | 'vimeo';
  id: string;
  /** directus_files.type */
  type: string;
  title: string;
  /** Where the thumbnail image may be fetched (public, no key needed). */
  thumbnailUrl: string | null;
}

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The embed a URL names, or null for any other URL. */
export function embedTarget(text: string): EmbedTarget | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  let youtube: string | null = null;
  if (host === 'youtu.be') youtube = url.pathname.split('/')[1] ?? null;
  else if (YOUTUBE_HOSTS.has(host)) {
    const [, first, second] = url.pathname.split('/');
    youtube =
      first === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'v', 'live'].includes(first ?? '')
          ? (second ?? null)
          : null;
  }
  if (youtube && YOUTUBE_ID.test(youtube)) {
    return {
      provider: 'youtube',
      id: youtube,
      type: 'embed/youtube',
      title: `YouTube video ${youtube}`,
      thumbnailUrl: `https://img.youtube.com/vi/${youtube}/0.jpg`,
    };
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = /\/(?:video\/)?(\d{1,12})(?:$|[/?#])/.exec(`${url.pathname}/`)?.[1];
    if (id) {
      return {
        provider: 'vimeo',
        id,
        type: 'embed/vimeo',
        title: `Vimeo video ${id}`,
        // Vimeo's thumbnails need its oEmbed API: the placeholder stands in.
        thumbnailUrl: null,
      };
    }
  }
  return null;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The `data.embed` object of an embed file (null for other files). */
export function embedData(
  type: string | null | undefined,
  id: string | null | undefined,
): { html: string; url: string } | null {
  if (!id || !type?.startsWith('embed/')) return null;
  const safe = encodeURIComponent(id);
  if (type === 'embed/youtube') {
    const src = `https://www.youtube.com/embed/${safe}`;
    return {
      html: `<iframe width="560" height="315" src="${escapeAttribute(src)}" frameborder="0" allow="autoplay; encrypted-media" allowfullscreen></iframe>`,
      url: `https://www.youtube.com/watch?v=${safe}`,
    };
  }
  if (type === 'embed/vimeo') {
    const src = `https://player.vimeo.com/video/${safe}`;
    return {
      html: `<iframe src="${escapeAttribute(src)}" width="640" height="360" frameborder="0" allow="autoplay; fullscreen" allowfullscreen></iframe>`,
      url: `https://vimeo.com/${safe}`,
    };
  }
  return null;
}
