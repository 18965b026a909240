import { render, screen } from '@testing-library/react';
import { ResponsiveImage } from './ResponsiveImage';

describe('ResponsiveImage', () => {
  it('lists every stored width of an upload, keeps its size and loads lazily', () => {
    render(<ResponsiveImage src="/api/images/abc.webp" alt="Hanok" width={640} height={480} sizes="50vw" />);
    const image = screen.getByRole('img', { name: 'Hanok' });
    expect(image).toHaveAttribute(
      'srcset',
      '/api/images/abc.webp?w=320 320w, /api/images/abc.webp?w=640 640w, /api/images/abc.webp?w=960 960w, ' +
        '/api/images/abc.webp?w=1280 1280w, /api/images/abc.webp?w=1920 1920w',
    );
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '480');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('loads a priority picture at once with high priority', () => {
    render(
      <ResponsiveImage
        src="/api/images/hero.webp"
        alt="Hero"
        width={1600}
        height={900}
        sizes="100vw"
        priority
      />,
    );
    const image = screen.getByRole('img', { name: 'Hero' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows other addresses as they are, without variants', () => {
    render(
      <ResponsiveImage src="data:image/svg+xml,x" alt="Fallback" width={10} height={10} sizes="100vw" />,
    );
    const image = screen.getByRole('img', { name: 'Fallback' });
    expect(image).toHaveAttribute('src', 'data:image/svg+xml,x');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });
});
