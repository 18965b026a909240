import {
  IMAGE_WIDTHS,
  imageFilename,
  imageSrcSet,
  imageVariantUrl,
  isImageFilename,
  isImageWidth,
} from './images.js';

describe('image widths', () => {
  it('is a small ascending set', () => {
    expect([...IMAGE_WIDTHS]).toEqual([...IMAGE_WIDTHS].sort((a, b) => a - b));
    expect(isImageWidth(640)).toBe(true);
    expect(isImageWidth(641)).toBe(false);
  });
});

describe('imageFilename', () => {
  it('finds the file of this site’s image URLs', () => {
    expect(imageFilename('/api/images/abc-1.jpg')).toBe('abc-1.jpg');
    expect(imageFilename('/api/images/abc-1.jpg?w=640')).toBe('abc-1.jpg');
    expect(imageFilename('https://example.com/api/images/abc.webp')).toBe('abc.webp');
  });

  it('refuses other URLs and unsafe names', () => {
    expect(imageFilename('https://cdn.example.com/photo.jpg')).toBeNull();
    expect(imageFilename('/api/images/')).toBeNull();
    expect(imageFilename('/api/images/a/b.jpg')).toBeNull();
    expect(imageFilename('/api/images/..%2Fsecret')).toBeNull();
    expect(imageFilename('/api/images/.hidden')).toBeNull();
    expect(isImageFilename('a..b')).toBe(false);
    expect(isImageFilename('photo_1.png')).toBe(true);
  });
});

describe('imageVariantUrl and imageSrcSet', () => {
  it('lists every width of an upload', () => {
    expect(imageVariantUrl('/api/images/a.jpg', 640)).toBe('/api/images/a.jpg?w=640');
    expect(imageVariantUrl('/api/images/a.jpg?w=320', 960)).toBe('/api/images/a.jpg?w=960');
    expect(imageSrcSet('/api/images/a.jpg')).toBe(
      IMAGE_WIDTHS.map((w) => `/api/images/a.jpg?w=${w} ${w}w`).join(', '),
    );
  });

  it('leaves other URLs alone, without a srcset', () => {
    expect(imageVariantUrl('https://cdn.example.com/a.jpg', 640)).toBe('https://cdn.example.com/a.jpg');
    expect(imageSrcSet('https://cdn.example.com/a.jpg')).toBeUndefined();
    expect(imageSrcSet('data:image/png;base64,AAAA')).toBeUndefined();
  });
});
