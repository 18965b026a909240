import { screen, within } from '@testing-library/react';
import { reel, review, reviewsResult } from '@/testing/reviewFixtures';
import { renderWithProviders } from '@/testing/render';
import { Reviews } from './Reviews';

const written = () => within(screen.getByRole('region', { name: 'Guest reviews' }));
const writtenNames = () =>
  written()
    .getAllByRole('heading', { level: 4 })
    .map((h) => h.textContent);

describe('reviews section', () => {
  it('shows video and written reviews apart, with stars, the visit date and the text as text', async () => {
    await renderWithProviders(<Reviews itemId={7} />, {
      mocks: [
        reviewsResult([
          review({ reviewContent: '<b>Great</b>\nSecond line', rating: 4 }),
          reel(2, { reviewerName: 'Jun' }),
        ]),
      ],
    });
    const card = await screen.findByRole('article', { name: 'Review by Mina Kim' });
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    // 2025-06-20 was a Friday: the same day in Honolulu, where the tests run.
    expect(within(card).getByText('20 Jun 2025 (Fri)')).toHaveAttribute('datetime', '2025-06-20');
    expect(within(card).getByText(/<b>Great<\/b>/)).toBeInTheDocument();
    expect(card.querySelector('b')).toBeNull();

    const videos = within(screen.getByRole('region', { name: 'Video reviews' }));
    expect(videos.getByRole('button', { name: 'Play video review by Jun' })).toBeInTheDocument();
    expect(written().queryByText('Jun')).not.toBeInTheDocument();
  });

  it("marks a review written from a booking's invitation as 'Verified booking'", async () => {
    await renderWithProviders(<Reviews itemId={7} />, {
      mocks: [
        reviewsResult([
          review({ id: 1, reviewerName: 'Mina Kim', verified: true }),
          review({ id: 2, reviewerName: 'Jun', verified: false }),
        ]),
      ],
    });
    const verified = await screen.findByRole('article', { name: 'Review by Mina Kim' });
    expect(within(verified).getByText('Verified booking')).toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'Review by Jun' });
    expect(within(other).queryByText('Verified booking')).not.toBeInTheDocument();
  });

  it('writes the visit date and its weekday in the UI language', async () => {
    await renderWithProviders(<Reviews itemId={7} />, { mocks: [reviewsResult([review()])], locale: 'ja' });
    expect(await screen.findByText('2025年6月20日(金)')).toHaveAttribute('datetime', '2025-06-20');
  });

  it('has an empty state, and no video section without videos', async () => {
    await renderWithProviders(<Reviews itemId={7} />, { mocks: [reviewsResult([])] });
    expect(
      await screen.findByText('No reviews yet. Be the first to share your experience!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Video reviews' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write a Review' })).toBeInTheDocument();
  });

  it('sorts by most recent, visit date or highest rating', async () => {
    const { user } = await renderWithProviders(<Reviews itemId={7} />, {
      mocks: [
        reviewsResult([
          review({
            id: 1,
            reviewerName: 'Old visit',
            visitDate: '2024-01-05',
            rating: 3,
            createdAt: '2025-06-03T00:00:00Z',
          }),
          review({
            id: 2,
            reviewerName: 'Top rated',
            visitDate: '2025-02-01',
            rating: 5,
            createdAt: '2025-06-01T00:00:00Z',
          }),
          review({
            id: 3,
            reviewerName: 'Latest visit',
            visitDate: '2025-05-30',
            rating: 4,
            createdAt: '2025-06-02T00:00:00Z',
          }),
        ]),
      ],
    });
    await screen.findByRole('article', { name: 'Review by Old visit' });
    const sort = screen.getByLabelText('Sort reviews by');
    expect(sort).toHaveValue('recent');
    expect(writtenNames()).toEqual(['Old visit', 'Latest visit', 'Top rated']);

    await user.selectOptions(sort, 'Visit date');
    expect(writtenNames()).toEqual(['Latest visit', 'Top rated', 'Old visit']);

    await user.selectOptions(sort, 'Highest rating');
    expect(writtenNames()).toEqual(['Top rated', 'Latest visit', 'Old visit']);
  });

  it('shows 3 videos first and 6 more per click on the expand arrow', async () => {
    const reels = Array.from({ length: 11 }, (_, i) => reel(i + 1));
    const { user } = await renderWithProviders(<Reviews itemId={7} />, { mocks: [reviewsResult(reels)] });
    const videos = within(await screen.findByRole('region', { name: 'Video reviews' }));
    const plays = () => videos.getAllByRole('button', { name: /^Play video review/ });
    expect(plays()).toHaveLength(3);

    await user.click(videos.getByRole('button', { name: 'Show more videos (8)' }));
    expect(plays()).toHaveLength(9);

    await user.click(videos.getByRole('button', { name: 'Show more videos (2)' }));
    expect(plays()).toHaveLength(11);
    expect(videos.queryByRole('button', { name: /Show more videos/ })).not.toBeInTheDocument();
  });

  it('plays a video review in a viewer, from its embed address only', async () => {
    const { user } = await renderWithProviders(<Reviews itemId={7} />, {
      mocks: [
        reviewsResult([
          reel(1, { reviewerName: 'Jun', reelsLink: 'https://youtu.be/abcdefg1' }),
          reel(2, { reviewerName: 'Bad', reelsLink: 'javascript:alert(1)' }),
        ]),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Play video review by Jun' }));
    const viewer = screen.getByRole('dialog', { name: 'Video review by Jun' });
    expect(within(viewer).getByTitle('Video review by Jun')).toHaveAttribute(
      'src',
      'https://www.youtube.com/embed/abcdefg1?modestbranding=1&rel=0&playsinline=1',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Play video review by Bad' }));
    const refused = screen.getByRole('dialog', { name: 'Video review by Bad' });
    expect(refused.querySelector('iframe')).toBeNull();
    expect(within(refused).getByText('This video is not available.')).toBeInTheDocument();
  });

  it('opens review photos in a viewer with previous and next', async () => {
    const { user } = await renderWithProviders(<Reviews itemId={7} />, {
      mocks: [reviewsResult([review({ reviewImages: ['/api/images/a.webp', '/api/images/b.webp'] })])],
    });
    const card = await screen.findByRole('article', { name: 'Review by Mina Kim' });
    // Decorative inside its labelled button.
    const thumb = within(card).getByRole('button', { name: 'Open photo 1 of 2' }).querySelector('img');
    expect(thumb).toHaveAttribute('srcset', expect.stringContaining('/api/images/a.webp?w=320 320w'));
    expect(thumb).toHaveAttribute('loading', 'lazy');

    await user.click(within(card).getByRole('button', { name: 'Open photo 2 of 2' }));
    const viewer = screen.getByRole('dialog', { name: 'Photos from Mina Kim' });
    expect(within(viewer).getByRole('img', { name: 'Photo 2 of 2 from Mina Kim' })).toHaveAttribute(
      'src',
      '/api/images/b.webp',
    );
    await user.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(within(viewer).getByRole('img', { name: 'Photo 1 of 2 from Mina Kim' })).toBeInTheDocument();
  });

  it('offers Edit Review and Delete Review in each review menu', async () => {
    const { user } = await renderWithProviders(<Reviews itemId={7} />, {
      mocks: [reviewsResult([review()])],
    });
    const menuButton = await screen.findByRole('button', { name: 'Review options for Mina Kim' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    const menu = screen.getByRole('menu', { name: 'Review options' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Edit Review', 'Delete Review']);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });
});
