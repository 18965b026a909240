import type { Language } from './constants.js';

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

/**
 * South Korea with Jeju, Marado, Baengnyeongdo, Ulleungdo and Dokdo: staff coordinates outside this
 * box are a typo (swapped fields, a dropped minus, a place abroad), refused by the item schema.
 */
export const KOREA_BOUNDS = {
  latitude: { min: 33.0, max: 38.7 },
  longitude: { min: 124.5, max: 132.0 },
} as const;

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Whether a latitude lies within {@link KOREA_BOUNDS} (false for anything but a number). */
export const isKoreanLatitude = (v: unknown) =>
  isNumber(v) && v >= KOREA_BOUNDS.latitude.min && v <= KOREA_BOUNDS.latitude.max;

/** Whether a longitude lies within {@link KOREA_BOUNDS} (false for anything but a number). */
export const isKoreanLongitude = (v: unknown) =>
  isNumber(v) && v >= KOREA_BOUNDS.longitude.min && v <= KOREA_BOUNDS.longitude.max;

/**
 * The two numbers of a pasted "37.5796, 126.9770" (as Google Maps and Naver copy a spot: latitude
 * first; a space, a comma or both between them), or undefined for anything else.
 */
export function coordinatePair(text: string): { latitude: string; longitude: string } | undefined {
  const match = /^\s*\(?\s*(-?\d{1,3}(?:\.\d+)?)\s*(?:,\s*|\s+)(-?\d{1,3}(?:\.\d+)?)\s*\)?\s*$/.exec(text);
  return match ? { latitude: match[1], longitude: match[2] } : undefined;
}

/** Whether a text has Hangul in it (an address a driver in Korea can read). */
export const hasHangul = (text: string) => /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/.test(text);

export type MapService = 'naver' | 'kakao' | 'google' | 'amap';
/** The services offered, in order: Korea's own first; Amap, mainland China's, first for its readers only. */
const MAP_SERVICES_DEFAULT: readonly MapService[] = ['naver', 'kakao', 'google'];
const MAP_SERVICES_CHS: readonly MapService[] = ['amap', 'naver', 'kakao', 'google'];
export type MapLink = { service: MapService; href: string };

/** A meeting point as the map links need it. */
export interface MapPlace {
  /** What the pin is called (the item's title in the guest's language). */
  name: string;
  latitude?: number | null;
  longitude?: number | null;
  /** The meeting point's address in Korean, what Naver and Kakao find best. */
  addressKo?: string | null;
  /** Last resort without coordinates nor Korean address (the item's own-language address). */
  address?: string | null;
}

/** A point in Web Mercator (EPSG:3857) metres, "x,y", as Naver's web map centres on it. */
function webMercator(latitude: number, longitude: number): string {
  const R = 6378137;
  const x = (longitude * Math.PI * R) / 180;
  const y = Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360)) * R;
  return `${x.toFixed(1)},${y.toFixed(1)}`;
}

/** The `src` Amap asks callers to name themselves with. */
const AMAP_SOURCE = 'k-culture-booking';

/**
 * Links that open the meeting point in the map apps guests use in Korea: Naver Map, Kakao Map and
 * Google Maps, and Amap (高德地图) first for Simplified Chinese readers, whose phones have it. Built from
 * the coordinates, else by searching the Korean address (else `address`); undefined with neither.
 * One function for the storefront, the admin's preview and the mails, so they all agree.
 *
 * The URL schemes are the services' public ones: Kakao's `/link/map/name,lat,lng` and
 * `/link/search/query` (a comma, even encoded, breaks the name, so it becomes a space); Naver's
 * `/p/search/query`, which pins a Korean address and offers directions — preferred over its bare
 * coordinates form `/p?c=x,y,zoom,...` (Web Mercator metres, a centred map without a pin); Google's
 * `api=1` search; Amap's `uri.amap.com/marker` with `coordinate=wgs84`, since Amap draws in GCJ-02
 * and converts WGS 84 itself (and `/search?keyword=` without coordinates).
 */
export function mapLinks(place: MapPlace, language?: Language | null): MapLink[] | undefined {
  const { latitude, longitude } = place;
  const exact = isNumber(latitude) && isNumber(longitude);
  const addressKo = place.addressKo?.trim();
  const query = addressKo || place.address?.trim();
  if (!exact && !query) return undefined;
  const name = place.name.trim() || addressKo || '';
  const q = encodeURIComponent(query ?? '');
  const kakaoName = encodeURIComponent(name.replace(/[,%]/g, ' ').replace(/\s+/g, ' ').trim());
  const href: Record<MapService, string> = exact
    ? {
        naver: addressKo
          ? `https://map.naver.com/p/search/${encodeURIComponent(addressKo)}`
          : `https://map.naver.com/p?c=${webMercator(latitude, longitude)},17,0,0,0,dh`,
        kakao: `https://map.kakao.com/link/map/${kakaoName},${latitude},${longitude}`,
        google: `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`,
        amap: `https://uri.amap.com/marker?position=${longitude},${latitude}&name=${encodeURIComponent(name)}&coordinate=wgs84&callnative=1&src=${AMAP_SOURCE}`,
      }
    : {
        naver: `https://map.naver.com/p/search/${q}`,
        kakao: `https://map.kakao.com/link/search/${q}`,
        google: `https://www.google.com/maps/search/?api=1&query=${q}`,
        amap: `https://uri.amap.com/search?keyword=${q}&callnative=1&src=${AMAP_SOURCE}`,
      };
  const order: readonly MapService[] = language === 'CHS' ? MAP_SERVICES_CHS : MAP_SERVICES_DEFAULT;
  return order.map((service) => ({ service, href: href[service] }));
}
