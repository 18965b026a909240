import {
  coordinatePair,
  hasHangul,
  isKoreanLatitude,
  isKoreanLongitude,
  mapLinks,
  type MapLink,
} from './maps.js';

const hrefOf = (links: MapLink[] | undefined, service: MapLink['service']) =>
  links?.find((l) => l.service === service)?.href;

const GYEONGBOKGUNG = { name: 'Gyeongbokgung, Seoul', latitude: 37.5796, longitude: 126.977 };
const ADDRESS_KO = '서울특별시 종로구 사직로 161';

describe('mapLinks', () => {
  it('builds Naver, Kakao and Google links from the coordinates, in that order', () => {
    const links = mapLinks(GYEONGBOKGUNG, 'ENG');
    expect(links?.map((l) => l.service)).toEqual(['naver', 'kakao', 'google']);
    // Kakao's name part is cut at commas (even encoded, a comma breaks the link).
    expect(hrefOf(links, 'kakao')).toBe(
      'https://map.kakao.com/link/map/Gyeongbokgung%20Seoul,37.5796,126.977',
    );
    expect(hrefOf(links, 'google')).toBe('https://www.google.com/maps/search/?api=1&query=37.5796,126.977');
    // Without a Korean address, Naver's web map is centred on the spot (Web Mercator metres).
    expect(hrefOf(links, 'naver')).toBe('https://map.naver.com/p?c=14135015.0,4520206.4,17,0,0,0,dh');
  });

  it('sends Naver to the Korean address when there is one: it pins it and gives directions', () => {
    const links = mapLinks({ ...GYEONGBOKGUNG, addressKo: ADDRESS_KO }, 'JPN');
    expect(hrefOf(links, 'naver')).toBe(`https://map.naver.com/p/search/${encodeURIComponent(ADDRESS_KO)}`);
    expect(hrefOf(links, 'kakao')).toBe(
      'https://map.kakao.com/link/map/Gyeongbokgung%20Seoul,37.5796,126.977',
    );
  });

  it('gives Simplified Chinese readers Amap first, with WGS 84 coordinates for Amap to convert', () => {
    const links = mapLinks({ name: '景福宫', latitude: 37.5796, longitude: 126.977 }, 'CHS');
    expect(links?.map((l) => l.service)).toEqual(['amap', 'naver', 'kakao', 'google']);
    expect(hrefOf(links, 'amap')).toBe(
      `https://uri.amap.com/marker?position=126.977,37.5796&name=${encodeURIComponent('景福宫')}&coordinate=wgs84&callnative=1&src=k-culture-booking`,
    );
    for (const language of ['ENG', 'JPN', 'CHN', 'KOR', undefined] as const)
      expect(hrefOf(mapLinks(GYEONGBOKGUNG, language), 'amap')).toBeUndefined();
  });

  it('searches the Korean address on every service when there are no coordinates', () => {
    const q = encodeURIComponent(ADDRESS_KO);
    expect(mapLinks({ name: 'Gyeongbokgung', addressKo: ` ${ADDRESS_KO} ` }, 'CHS')).toEqual([
      {
        service: 'amap',
        href: `https://uri.amap.com/search?keyword=${q}&callnative=1&src=k-culture-booking`,
      },
      { service: 'naver', href: `https://map.naver.com/p/search/${q}` },
      { service: 'kakao', href: `https://map.kakao.com/link/search/${q}` },
      { service: 'google', href: `https://www.google.com/maps/search/?api=1&query=${q}` },
    ]);
  });

  it('falls back to the address in another language, and gives nothing with no place at all', () => {
    const links = mapLinks({ name: 'x', latitude: 37.5, longitude: null, address: 'Jongno-gu, Seoul' });
    expect(hrefOf(links, 'kakao')).toBe(
      `https://map.kakao.com/link/search/${encodeURIComponent('Jongno-gu, Seoul')}`,
    );
    expect(mapLinks({ name: 'x', latitude: null, longitude: 126.99 })).toBeUndefined();
    expect(mapLinks({ name: 'x', latitude: 37.5, longitude: Number.NaN, addressKo: '  ' })).toBeUndefined();
  });
});

describe('the Korea check and the pasted pair', () => {
  it('accepts Seoul, Jeju, Marado, Baengnyeongdo, Ulleungdo and Dokdo; refuses places abroad and swapped fields', () => {
    for (const [lat, lng] of [
      [37.5796, 126.977],
      [33.4996, 126.5312],
      [33.1178, 126.2669],
      [37.9667, 124.6167],
      [37.4844, 130.9057],
      [37.2426, 131.8669],
    ])
      expect([isKoreanLatitude(lat), isKoreanLongitude(lng)]).toEqual([true, true]);
    expect(isKoreanLatitude(35.6812)).toBe(true); // Tokyo's latitude...
    expect(isKoreanLongitude(139.7671)).toBe(false); // ...but not its longitude
    expect(isKoreanLatitude(39.0392)).toBe(false); // Pyongyang
    expect(isKoreanLatitude(126.977)).toBe(false); // swapped
    expect(isKoreanLongitude(37.5796)).toBe(false);
    expect(isKoreanLatitude(-37.5796)).toBe(false);
    expect(isKoreanLatitude(Number.NaN)).toBe(false);
  });

  it('splits "37.5796, 126.9770" as Google Maps copies it, and nothing else', () => {
    expect(coordinatePair('37.5796, 126.9770')).toEqual({ latitude: '37.5796', longitude: '126.9770' });
    expect(coordinatePair(' (37.5796,126.977) ')).toEqual({ latitude: '37.5796', longitude: '126.977' });
    expect(coordinatePair('37.5796 126.977')).toEqual({ latitude: '37.5796', longitude: '126.977' });
    expect(coordinatePair('37.5796')).toBeUndefined();
    expect(coordinatePair('37.5796, 126.977, 3')).toBeUndefined();
    expect(coordinatePair('Seoul, Korea')).toBeUndefined();
  });

  it('knows Hangul from other scripts', () => {
    expect(hasHangul(ADDRESS_KO)).toBe(true);
    expect(hasHangul('Sajik-ro 161, Jongno-gu')).toBe(false);
    expect(hasHangul('首尔特别市 钟路区')).toBe(false);
  });
});
