import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { seoulToday } from '@domain/calendar';
import { subscribeSchedule } from '@/features/booking';
import {
  CreateReviewDocument,
  DeleteReviewDocument,
  ExperienceDetailDocument,
  ExperienceListDocument,
  VerifyReviewPinDocument,
} from '@/generated/graphql';
import {
  availabilityMock,
  bookingExperience,
  bookingExperienceMock,
  freezeClock,
} from '@/testing/bookingFixtures';
import { detail, listItem } from '@/testing/experienceFixtures';
import { renderApp } from '@/testing/render';
import { review, reviewsResult } from '@/testing/reviewFixtures';
import { shareVerifiedReview } from '@/testing/reviewWriter';

const experience = (rating: number, reviewCount: number) => ({
  request: { query: ExperienceDetailDocument, variables: { id: 12 } },
  result: { data: { experience: detail({ id: 12, rating, reviewCount }) } },
});

describe('experience detail page', () => {
  afterEach(() => jest.useRealTimers());

  it("wires Schedule to the booking feature's bridge with the experience id", async () => {
    freezeClock('2026-06-15T23:30:00Z');
    const opened = jest.fn();
    const unsubscribe = subscribeSchedule(opened);
    const { user } = await renderApp({
      route: '/experiences/12',
      mocks: [
        {
          request: { query: ExperienceDetailDocument, variables: { id: 12 } },
          result: { data: { experience: detail({ id: 12 }) } },
        },
        reviewsResult([], 12),
        bookingExperienceMock(bookingExperience({ id: 12 })),
        availabilityMock('2026-06', {}, 12),
      ],
    });
    const bar = within(await screen.findByRole('region', { name: 'Booking' }));
    await user.click(bar.getByRole('button', { name: 'Schedule' }));
    expect(opened).toHaveBeenCalledWith(12, { dates: null });
    // The app's own scheduler, on the same bridge, shows experience 12's calendar.
    const dialog = within(await screen.findByRole('dialog', { name: 'Pick a date and time' }));
    expect(await dialog.findByRole('button', { name: 'Tuesday, June 16, 2026' })).toBeInTheDocument();
    unsubscribe();
  });

  it('carries the dates searched on the list to the schedule, and the guests chosen there into the form', async () => {
    freezeClock('2026-06-15T23:30:00Z');
    const { user } = await renderApp({
      route: '/experiences?from=2026-06-23&to=2026-06-25',
      mocks: [
        {
          request: { query: ExperienceListDocument, variables: () => true },
          result: { data: { experiences: [listItem({ id: 12, title: 'DMZ Half-Day Tour' })] } },
        },
        {
          request: { query: ExperienceDetailDocument, variables: { id: 12 } },
          result: { data: { experience: detail({ id: 12 }) } },
        },
        reviewsResult([], 12),
        bookingExperienceMock(bookingExperience({ id: 12 })),
        availabilityMock('2026-06', {}, 12),
      ],
    });
    await user.click(await screen.findByRole('link', { name: 'DMZ Half-Day Tour' }));
    const bar = within(await screen.findByRole('region', { name: 'Booking' }));
    await user.click(bar.getByRole('button', { name: 'Schedule' }));

    const schedule = within(await screen.findByRole('dialog', { name: 'Pick a date and time' }));
    await schedule.findByRole('region', { name: 'Times on Tuesday, June 23, 2026' });
    await user.selectOptions(schedule.getByLabelText('Number of guests'), '4');
    await user.click(schedule.getByRole('button', { name: /^10:00/ }));

    const booking = within(await screen.findByRole('dialog', { name: /^Book / }));
    expect(booking.getByLabelText('Date')).toHaveValue('2026-06-23');
    expect(booking.getByLabelText('Time (Seoul)')).toHaveValue('10:00');
    expect(booking.getByLabelText('Number of guests')).toHaveValue('4');
  });

  it('keeps the page while a review change refreshes the rating and the list', async () => {
    const { user } = await renderApp({
      route: '/experiences/12',
      mocks: [
        experience(4.5, 2),
        reviewsResult([review({ itemId: 12 })], 12),
        {
          request: { query: VerifyReviewPinDocument, variables: { id: 1, pin: '654321' } },
          result: { data: { verifyReviewPin: true } },
        },
        {
          request: { query: DeleteReviewDocument, variables: { id: 1, pin: '654321' } },
          result: { data: { deleteReview: true } },
        },
        experience(4, 1),
        reviewsResult([], 12),
      ],
    });
    await user.click(await screen.findByRole('tab', { name: 'Reviews' }));
    const panel = within(screen.getByRole('tabpanel', { name: 'Reviews' }));
    expect(panel.getByRole('img', { name: 'Rated 4.5 out of 5, 2 reviews' })).toBeInTheDocument();
    await user.click(await panel.findByRole('button', { name: 'Review options for Mina Kim' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete Review' }));
    await user.type(screen.getByLabelText('PIN (6 digits)'), '654321{Enter}');
    const confirm = await screen.findByRole('dialog', { name: 'Delete Review?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await panel.findByRole('img', { name: 'Rated 4.0 out of 5, 1 review' })).toBeInTheDocument();
    expect(panel.queryByRole('article', { name: 'Review by Mina Kim' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Your review has been deleted.')).toBeInTheDocument();
  });

  it("sends the review invitation link's token with the review written from it: a verified booking's", async () => {
    const token = 'b'.repeat(43);
    const visitDate = seoulToday();
    const input = {
      itemId: 12,
      reviewType: 'general',
      rating: 4,
      reviewerName: 'Mina Kim',
      visitDate,
      reviewContent: 'Loved the tunnel.',
      reviewImages: [],
      pin: '123456',
      invitation: token,
    };
    const published = review({ id: 9, itemId: 12, rating: 4, visitDate, reviewContent: 'Loved the tunnel.' });
    const { user } = await renderApp({
      route: `/experiences/12?review=write&invitation=${token}`,
      mocks: [
        experience(0, 0),
        reviewsResult([], 12),
        {
          request: { query: CreateReviewDocument, variables: { input } },
          result: { data: { createReview: { ...published, verified: true } } },
        },
        experience(4, 1),
        reviewsResult([{ ...published, verified: true }], 12),
      ],
    });
    const writer = within(await screen.findByRole('dialog', { name: 'Write a Review' }));
    await user.click(writer.getByRole('radio', { name: '4 stars' }));
    await user.type(writer.getByLabelText('Your name'), 'Mina Kim');
    await user.click(writer.getByRole('button', { name: 'Next' }));
    const today = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${visitDate}T00:00:00Z`),
    );
    await user.click(writer.getByRole('button', { name: today }));
    await user.type(writer.getByLabelText('Your review'), 'Loved the tunnel.');
    await user.click(writer.getByRole('button', { name: 'Share Review' }));
    const thanks = await shareVerifiedReview(user);
    await user.click(within(thanks).getByRole('button', { name: 'Done' }));
    const card = await screen.findByRole('article', { name: 'Review by Mina Kim' });
    expect(within(card).getByText('Verified booking')).toBeInTheDocument();
  });
});
