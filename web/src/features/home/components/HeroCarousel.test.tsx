import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HomeCarouselsDocument } from '@/generated/graphql';
import { expectConsole } from '@/testing/console';
import { renderWithProviders } from '@/testing/render';
import { Carousel, HeroCarousel } from './HeroCarousel';

const slides = [
  {
    id: 1,
    title: 'Brew and cook',
    imageUrl: '/api/images/a.webp',
    linkUrl: '/experiences?category=Experience',
  },
  { id: 2, title: 'See Seoul', imageUrl: '/api/images/b.webp', linkUrl: 'https://tickets.example.com/' },
  { id: 3, title: 'Night views', imageUrl: '/api/images/c.webp', linkUrl: null },
];

/** matchMedia answering `matches` for the queries that contain any of `matching`. */
function mockMedia(...matching: string[]) {
  window.matchMedia = ((query: string) => ({
    matches: matching.some((part) => query.includes(part)),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

const WIDE = 'min-width: 1024px';
const currentSlide = () => screen.getByRole('group', { name: /of 3$/ });

beforeEach(() => {
  mockMedia();
});

afterEach(() => {
  jest.useRealTimers();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('hero carousel', () => {
  it('advances every 5000 ms and wraps after the last slide', async () => {
    jest.useFakeTimers();
    await renderWithProviders(<Carousel slides={slides} />);
    expect(currentSlide()).toHaveAccessibleName('1 of 3');

    act(() => jest.advanceTimersByTime(4999));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    act(() => jest.advanceTimersByTime(1));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    act(() => jest.advanceTimersByTime(5000));
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    act(() => jest.advanceTimersByTime(5000));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(within(currentSlide()).getByRole('img', { name: 'Brew and cook' })).toBeInTheDocument();
  });

  it('pauses while hovered, and with the Pause button', async () => {
    jest.useFakeTimers();
    await renderWithProviders(<Carousel slides={slides} />);
    const region = screen.getByRole('region', { name: 'Featured experiences' });

    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(15000));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    fireEvent.mouseLeave(region);
    act(() => jest.advanceTimersByTime(5000));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => jest.advanceTimersByTime(15000));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
  });

  it('does not auto-advance when the visitor prefers reduced motion', async () => {
    jest.useFakeTimers();
    mockMedia('prefers-reduced-motion');
    await renderWithProviders(<Carousel slides={slides} />);
    act(() => jest.advanceTimersByTime(20000));
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('moves one slide on a swipe over 50 px, and not on a shorter one', async () => {
    await renderWithProviders(<Carousel slides={slides} />);
    const region = screen.getByRole('region', { name: 'Featured experiences' });
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(region, { clientX: from });
      fireEvent.pointerUp(region, { clientX: to });
    };

    swipe(300, 260); // 40 px: too short
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    swipe(300, 250); // exactly 50 px: still not over the threshold
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    swipe(300, 240); // 60 px to the left: next
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    swipe(100, 200); // to the right: previous
    expect(currentSlide()).toHaveAccessibleName('1 of 3');
    swipe(100, 200); // previous from the first wraps to the last
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
  });

  it('jumps to a slide with its dot', async () => {
    const { user } = await renderWithProviders(<Carousel slides={slides} />);
    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'false');
  });

  it('shows arrows only on wide screens and only with more than one slide', async () => {
    const narrow = await renderWithProviders(<Carousel slides={slides} />);
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    narrow.unmount();

    mockMedia(WIDE);
    const wide = await renderWithProviders(<Carousel slides={slides} />);
    await wide.user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('2 of 3');
    await wide.user.click(screen.getByRole('button', { name: 'Previous slide' }));
    await wide.user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toHaveAccessibleName('3 of 3');
    wide.unmount();

    await renderWithProviders(<Carousel slides={slides.slice(0, 1)} />);
    expect(screen.getByRole('img', { name: 'Brew and cook' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Go to slide/ })).not.toBeInTheDocument();
  });

  it('links a slide to its linkUrl (new tab when it leaves the site)', async () => {
    const { user } = await renderWithProviders(<Carousel slides={slides} />);
    expect(within(currentSlide()).getByRole('link')).toHaveAttribute(
      'href',
      '/experiences?category=Experience',
    );

    await user.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    const external = within(currentSlide()).getByRole('link');
    expect(external).toHaveAttribute('href', 'https://tickets.example.com/');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', expect.stringContaining('noopener'));

    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(within(currentSlide()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('logs a picture that fails to load and shows the fallback instead', async () => {
    expectConsole('warn', 'Carousel image failed to load: /api/images/a.webp');
    await renderWithProviders(<Carousel slides={slides} />);
    const image = screen.getByRole('img', { name: 'Brew and cook' });

    fireEvent.error(image);

    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });

  it('loads the slides of the current language, sorted, with a placeholder while loading', async () => {
    await renderWithProviders(<HeroCarousel />, {
      locale: 'ja',
      mocks: [
        {
          request: { query: HomeCarouselsDocument, variables: { language: 'JPN' } },
          result: {
            data: {
              carousels: [
                { __typename: 'CarouselSlide', ...slides[1], sortOrder: 2 },
                { __typename: 'CarouselSlide', ...slides[0], sortOrder: 1 },
              ],
            },
          },
        },
      ],
    });
    expect(screen.getByRole('region', { busy: true })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: '1 / 2' })).toContainElement(
      screen.getByRole('img', { name: 'Brew and cook' }),
    );
  });

  it('logs a failed request for the slides and shows nothing', async () => {
    expectConsole('error', /^Failed to fetch carousels Error: offline/);
    await renderWithProviders(<HeroCarousel />, {
      mocks: [
        {
          request: { query: HomeCarouselsDocument, variables: { language: 'ENG' } },
          error: new Error('offline'),
        },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('region', { busy: true })).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Featured experiences' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows nothing when there are no slides', async () => {
    await renderWithProviders(<HeroCarousel />, {
      mocks: [
        {
          request: { query: HomeCarouselsDocument, variables: { language: 'ENG' } },
          result: { data: { carousels: [] } },
        },
      ],
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('region', { name: 'Featured experiences' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { busy: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
