/** Video-review links (spec "Reviews", design.md): YouTube links become an embeddable address. */

/** The parameters every embed gets: modest branding, no related videos from other channels, inline play. */
export const REELS_EMBED_PARAMS = 'modestbranding=1&rel=0&playsinline=1';

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;

/** The YouTube video id of a link (shorts/ID, youtu.be/ID, watch?v=ID, embed/ID, live/ID, v/ID), or null. */
export function youTubeVideoId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') id = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (['shorts', 'embed', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/**
 * The address a video review plays from: a YouTube link becomes
 * `https://www.youtube.com/embed/ID?modestbranding=1&rel=0&playsinline=1`; any other link is kept
 * as it is (trimmed).
 */
export function toReelsEmbedUrl(link: string): string {
  const id = youTubeVideoId(link);
  return id ? `https://www.youtube.com/embed/${id}?${REELS_EMBED_PARAMS}` : link.trim();
}
