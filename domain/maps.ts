/**
 * The Google Maps embed address in `googleMapIframe`, which admins may enter as the address
 * itself or as the `<iframe ...>` snippet Google gives. Only https://www.google.com/maps/embed
 * addresses are accepted: the page never injects the admin's HTML.
 */
export function googleMapEmbedUrl(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const candidate = text.startsWith('<') ? /\ssrc\s*=\s*["']([^"']+)["']/i.exec(text)?.[1] : text;
  if (!candidate) return undefined;
  try {
    const url = new URL(candidate.replace(/&amp;/g, '&'));
    const ok =
      url.protocol === 'https:' &&
      url.hostname === 'www.google.com' &&
      (url.pathname === '/maps/embed' || url.pathname.startsWith('/maps/embed/'));
    return ok ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The place a Google Maps embed address is centred on (its `!2d<longitude>!3d<latitude>` pair), so an
 * item whose staff entered only an embed still gets map links; undefined when it names none.
 */
export function embedCoordinates(
  value: string | null | undefined,
): { latitude: number; longitude: number } | undefined {
  const url = googleMapEmbedUrl(value);
  const match = url && /!2d(-?\d+(?:\.\d+)?)!3d(-?\d+(?:\.\d+)?)/.exec(decodeURIComponent(url));
  return match ? { latitude: Number(match[2]), longitude: Number(match[1]) } : undefined;
}

export type MapLinks = { kakao: string; naver: string; google: string };

/** Links to the place on Kakao Map, Naver Map and Google Maps; undefined without coordinates. */
export function mapLinks(
  title: string,
  latitude: number | null | undefined,
  longitude: number | null | undefined,
): MapLinks | undefined {
  if (
    typeof latitude !== 'number' ||
    typeof longitude !== 'number' ||
    !Number.isFinite(latitude) ||
    !Number.isFinite(longitude)
  ) {
    return undefined;
  }
  // Kakao's link format separates name and coordinates with commas.
  const name = encodeURIComponent(title.replace(/,/g, ' '));
  return {
    kakao: `https://map.kakao.com/link/map/${name},${latitude},${longitude}`,
    naver: `https://map.naver.com/?lat=${latitude}&lng=${longitude}&title=${encodeURIComponent(title)}`,
    google: `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`,
  };
}
