import { toReelsEmbedUrl, youTubeVideoId } from './reels.js';

const embed = (id: string) => `https://www.youtube.com/embed/${id}?modestbranding=1&rel=0&playsinline=1`;

describe('toReelsEmbedUrl', () => {
  it.each([
    'https://www.youtube.com/shorts/abcDEF12_-3',
    'https://youtube.com/shorts/abcDEF12_-3?feature=share',
    'https://m.youtube.com/shorts/abcDEF12_-3',
    'https://youtu.be/abcDEF12_-3',
    'https://youtu.be/abcDEF12_-3?si=xyz&t=10',
    'https://www.youtube.com/watch?v=abcDEF12_-3',
    'https://youtube.com/watch?feature=shared&v=abcDEF12_-3&t=42s',
    'https://m.youtube.com/watch?v=abcDEF12_-3',
    'http://www.youtube.com/embed/abcDEF12_-3',
    'https://www.youtube.com/embed/abcDEF12_-3?autoplay=1',
    '  https://www.youtube.com/shorts/abcDEF12_-3  ',
  ])('turns the YouTube link %s into the embed address', (link) => {
    expect(toReelsEmbedUrl(link)).toBe(embed('abcDEF12_-3'));
  });

  it('keeps the embed address of an already converted link', () => {
    expect(toReelsEmbedUrl(embed('abcDEF12_-3'))).toBe(embed('abcDEF12_-3'));
  });

  it.each([
    'https://www.instagram.com/reel/Cx1yZ2abc/',
    'https://www.tiktok.com/@someone/video/7234567890123456789',
    'https://vimeo.com/123456789',
    'https://notyoutube.com/watch?v=abcDEF12_-3',
    'https://youtube.com.evil.example/watch?v=abcDEF12_-3',
  ])('keeps the other link %s as it is', (link) => {
    expect(toReelsEmbedUrl(link)).toBe(link);
  });

  it('keeps YouTube links without a usable video id, and non-links, as they are', () => {
    expect(toReelsEmbedUrl('https://www.youtube.com/@channel')).toBe('https://www.youtube.com/@channel');
    expect(toReelsEmbedUrl('https://www.youtube.com/watch?list=PL123')).toBe(
      'https://www.youtube.com/watch?list=PL123',
    );
    expect(toReelsEmbedUrl('https://www.youtube.com/watch?v=<script>')).toBe(
      'https://www.youtube.com/watch?v=<script>',
    );
    expect(toReelsEmbedUrl('not a link')).toBe('not a link');
    expect(youTubeVideoId('javascript:alert(1)//youtu.be/abcDEF12_-3')).toBeNull();
  });
});
