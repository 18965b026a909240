import { embedCoordinates, googleMapEmbedUrl, mapLinks } from './mapLinks';

describe('map links', () => {
  it('accepts a Google Maps embed address, as is or inside the iframe snippet', () => {
    const url = 'https://www.google.com/maps/embed?pb=!1m18!2d126.9';
    expect(googleMapEmbedUrl(url)).toBe(url);
    expect(googleMapEmbedUrl(`<iframe src="${url}" width="600" style="border:0;"></iframe>`)).toBe(url);
    expect(googleMapEmbedUrl('<iframe src="https://www.google.com/maps/embed?pb=1&amp;x=2"></iframe>')).toBe(
      'https://www.google.com/maps/embed?pb=1&x=2',
    );
  });

  it('refuses anything else', () => {
    expect(googleMapEmbedUrl(null)).toBeUndefined();
    expect(googleMapEmbedUrl('')).toBeUndefined();
    expect(googleMapEmbedUrl('http://www.google.com/maps/embed?pb=1')).toBeUndefined();
    expect(googleMapEmbedUrl('https://evil.example.com/maps/embed?pb=1')).toBeUndefined();
    expect(googleMapEmbedUrl('https://www.google.com.evil.example/maps/embed')).toBeUndefined();
    expect(googleMapEmbedUrl('https://www.google.com/search?q=maps')).toBeUndefined();
    expect(googleMapEmbedUrl('javascript:alert(1)')).toBeUndefined();
    expect(googleMapEmbedUrl('<script>alert(1)</script>')).toBeUndefined();
  });

  // The link rules themselves are tested in domain/maps.test.ts; this is the storefront's entry to them.
  it('builds the links from the coordinates', () => {
    expect(mapLinks({ name: 'Gwangjang Market, Seoul', latitude: 37.57, longitude: 126.99 })?.[1]).toEqual({
      service: 'kakao',
      href: 'https://map.kakao.com/link/map/Gwangjang%20Market%20Seoul,37.57,126.99',
    });
    expect(mapLinks({ name: 'x', latitude: null, longitude: 126.99 })).toBeUndefined();
  });
});

describe('embedCoordinates', () => {
  it('reads the place an embed address is centred on', () => {
    const url =
      'https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d3162.0!2d126.9849!3d37.5826!2m3!1f0!2f0!3f0';
    expect(embedCoordinates(url)).toEqual({ latitude: 37.5826, longitude: 126.9849 });
    expect(embedCoordinates(`<iframe src="${url}"></iframe>`)).toEqual({
      latitude: 37.5826,
      longitude: 126.9849,
    });
  });

  it('reads nothing from another address or an embed without a place', () => {
    expect(embedCoordinates('https://evil.example.com/maps/embed?pb=!2d126.9!3d37.5')).toBeUndefined();
    expect(embedCoordinates('https://www.google.com/maps/embed?pb=!1m14')).toBeUndefined();
    expect(embedCoordinates(null)).toBeUndefined();
  });
});
