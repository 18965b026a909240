import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { ExperienceDetailDocument } from '@/generated/graphql';
import {
  availabilityMock,
  bookingExperience,
  bookingExperienceMock,
  freezeClock,
} from '@/testing/bookingFixtures';
import { detail } from '@/testing/experienceFixtures';
import { renderApp, renderWithProviders } from '@/testing/render';
import { reviewsResult } from '@/testing/reviewFixtures';
import { openSchedule } from '../scheduleBridge';
import { BookingScheduler } from './BookingScheduler';

// 23:30 UTC on Monday 15 June is 08:30 on Tuesday 16 June in Seoul: the visitor's (UTC) date
// and Seoul's differ, and the calendar must follow Seoul.
const NOW = '2026-06-15T23:30:00Z';

const june = (slots = {}) => availabilityMock('2026-06', slots);

async function openScheduler(mocks = [bookingExperienceMock(), june(), availabilityMock('2026-07')]) {
  const rendered = await renderWithProviders(<BookingScheduler />, { mocks });
  act(() => {
    openSchedule(7);
  });
  const dialog = within(await screen.findByRole('dialog', { name: 'Pick a date and time' }));
  // Days become choosable once the month's availability has arrived.
  await dialog.findByRole('button', { name: 'Tuesday, June 16, 2026' });
  await screen.findByText('23', { selector: 'button:not([aria-disabled])' });
  const day = (name: string) => dialog.getByRole('button', { name });
  return { ...rendered, dialog, day };
}

describe('schedule modal', () => {
  beforeEach(() => freezeClock(NOW));
  afterEach(() => jest.useRealTimers());

  it("marks Seoul's today and disables past, closed and blocked days, whatever the visitor's zone", async () => {
    // In the test process's zone (UTC here; also run with TZ=Pacific/Honolulu) it is still the 15th.
    const { dialog, day } = await openScheduler();

    expect(dialog.getByText('DMZ Half-Day Tour')).toBeInTheDocument();
    expect(dialog.getByText('All dates and times are Seoul time (KST, UTC+9).')).toBeInTheDocument();
    expect(dialog.getByRole('heading', { name: 'June 2026' })).toBeInTheDocument();

    expect(day('Monday, June 15, 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Tuesday, June 16, 2026')).not.toHaveAttribute('aria-disabled');
    expect(day('Tuesday, June 16, 2026')).toHaveAttribute('aria-current', 'date');
    // Excluded days are disabled and marked (named "Closed", hatched, explained by the legend).
    expect(day('Saturday, June 20, 2026, Closed')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Sunday, June 21, 2026, Closed')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Monday, June 22, 2026')).not.toHaveAttribute('aria-disabled');
    const legend = within(dialog.getByRole('list', { name: 'Legend' }));
    expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1Available',
      'Closed',
      '1Past or not on sale',
    ]);
  });

  it('keeps month navigation inside the booking window', async () => {
    const { user, dialog, day } = await openScheduler();
    expect(dialog.getByRole('button', { name: 'Previous month' })).toBeDisabled();

    await user.click(dialog.getByRole('button', { name: 'Next month' }));
    expect(dialog.getByRole('heading', { name: 'July 2026' })).toBeInTheDocument();
    expect(await dialog.findByRole('button', { name: 'Wednesday, July 15, 2026' })).not.toHaveAttribute(
      'aria-disabled',
    );
    // After the window: disabled, but not marked as closed.
    expect(day('Thursday, July 16, 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(dialog.getByRole('button', { name: 'Next month' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Previous month' })).toBeEnabled();
  });

  it("lists the chosen day's slots with 'N of M left' seats; started and full slots are closed", async () => {
    const { user, dialog, day } = await openScheduler([
      bookingExperienceMock(),
      june({
        '2026-06-16': [
          // The server's answer predates 08:00; the visitor's clock (08:30 Seoul) closes it anyway.
          { time: '08:00', available: 10 },
          { time: '10:00', available: 3 },
          { time: '14:00', available: 0 },
        ],
      }),
    ]);
    expect(dialog.getByText('Choose a date to see its times and seats.')).toBeInTheDocument();

    await user.click(day('Saturday, June 20, 2026, Closed'));
    expect(dialog.queryByRole('heading', { name: /^Times on/ })).not.toBeInTheDocument();

    await user.click(day('Tuesday, June 16, 2026'));
    expect(day('Tuesday, June 16, 2026')).toHaveAttribute('aria-pressed', 'true');
    const slots = within(dialog.getByRole('region', { name: 'Times on Tuesday, June 16, 2026' }));
    const [past, open, full] = slots.getAllByRole('button');
    expect(past).toHaveTextContent('08:0010 of 10 leftPast time');
    expect(past).toBeDisabled();
    expect(open).toHaveTextContent('10:003 of 10 left');
    expect(open).toBeEnabled();
    expect(full).toHaveTextContent('14:000 of 10 leftFull');
    expect(full).toBeDisabled();
  });

  it('opens the booking dialog with the chosen date and slot preset', async () => {
    const { user, dialog, day } = await openScheduler([
      bookingExperienceMock(),
      june({ '2026-06-17': [{ time: '10:00', available: 4 }] }),
    ]);
    await user.click(day('Wednesday, June 17, 2026'));
    await user.click(dialog.getByRole('button', { name: /^10:00/ }));

    const booking = within(await screen.findByRole('dialog', { name: 'Book DMZ Half-Day Tour' }));
    expect(screen.queryByRole('dialog', { name: 'Pick a date and time' })).not.toBeInTheDocument();
    expect(booking.getByLabelText('Date')).toHaveValue('2026-06-17');
    expect(booking.getByText('Wednesday, June 17, 2026')).toBeInTheDocument();
    expect(booking.getByLabelText('Time (Seoul)')).toHaveValue('10:00');
    const guests = booking.getByLabelText('Number of guests');
    expect(guests).toBeEnabled();
    expect(guests).toHaveValue('1');
    expect(
      within(guests)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2', '3', '4']);
  });

  it('shows the dates in the UI language (Japanese) with their weekday', async () => {
    await renderWithProviders(<BookingScheduler />, {
      locale: 'ja',
      mocks: [bookingExperienceMock(), june()],
    });
    act(() => {
      openSchedule(7);
    });
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByRole('button', { name: '2026年6月16日火曜日' })).toHaveAttribute(
      'aria-current',
      'date',
    );
    expect(dialog.getByRole('heading', { name: '2026年6月' })).toBeInTheDocument();
  });

  it("says the slots' seats left in the UI language (Japanese)", async () => {
    const { user } = await renderWithProviders(<BookingScheduler />, {
      locale: 'ja',
      mocks: [bookingExperienceMock(), june({ '2026-06-17': [{ time: '10:00', available: 1 }] })],
    });
    act(() => {
      openSchedule(7);
    });
    const dialog = within(await screen.findByRole('dialog'));
    await screen.findByText('17', { selector: 'button:not([aria-disabled])' });
    await user.click(dialog.getByRole('button', { name: '2026年6月17日水曜日' }));
    expect(await dialog.findByRole('button', { name: /^10:00/ })).toHaveTextContent('10:00残り1席／全10席');
  });

  it('opens on the first open day of the dates searched on the list, with its times', async () => {
    const first = await renderWithProviders(<BookingScheduler />, {
      mocks: [bookingExperienceMock(), june(), availabilityMock('2026-07')],
    });
    // The 20th is closed and the 21st a Sunday (blocked): the 22nd is the first that can be booked.
    act(() => {
      openSchedule(7, { dates: { from: '2026-06-20', to: '2026-06-24' } });
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Pick a date and time' }));
    const slots = within(await dialog.findByRole('region', { name: 'Times on Monday, June 22, 2026' }));
    expect(slots.getAllByRole('button').map((slot) => slot.textContent?.slice(0, 5))).toEqual([
      '08:00',
      '10:00',
      '14:00',
    ]);
    expect(dialog.getByRole('button', { name: 'Monday, June 22, 2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    first.unmount();

    // A later month opens on that month; a guest's own pick replaces the suggestion.
    const { user } = await renderWithProviders(<BookingScheduler />, {
      mocks: [bookingExperienceMock(), june(), availabilityMock('2026-07')],
    });
    act(() => {
      openSchedule(7, { dates: { from: '2026-07-07', to: '2026-07-09' } });
    });
    const july = within(await screen.findByRole('dialog', { name: 'Pick a date and time' }));
    expect(july.getByRole('heading', { name: 'July 2026' })).toBeInTheDocument();
    await july.findByRole('region', { name: 'Times on Tuesday, July 7, 2026' });
    await user.click(july.getByRole('button', { name: 'Wednesday, July 8, 2026' }));
    expect(july.getByRole('region', { name: 'Times on Wednesday, July 8, 2026' })).toBeInTheDocument();
    expect(july.getByRole('button', { name: 'Tuesday, July 7, 2026' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('carries the guest count chosen in the schedule into the form, offering only slots with room for it', async () => {
    const { user, dialog, day } = await openScheduler([
      bookingExperienceMock(bookingExperience({ minGuests: 2, maxGuests: 6 })),
      june({
        '2026-06-17': [
          { time: '10:00', available: 2 },
          { time: '14:00', available: 4 },
        ],
      }),
    ]);
    const guests = dialog.getByLabelText('Number of guests');
    expect(guests).toHaveValue('2');
    expect(
      within(guests)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2', '3', '4', '5', '6']);
    await user.selectOptions(guests, '3');
    await user.click(day('Wednesday, June 17, 2026'));
    const small = dialog.getByRole('button', { name: /^10:00/ });
    expect(small).toHaveTextContent('Not enough seats');
    expect(small).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: /^14:00/ }));

    const booking = within(await screen.findByRole('dialog', { name: 'Book DMZ Half-Day Tour' }));
    expect(booking.getByLabelText('Time (Seoul)')).toHaveValue('14:00');
    expect(booking.getByLabelText('Number of guests')).toHaveValue('3');
    expect(booking.getByText(/× 3 guests/)).toBeInTheDocument();
  });

  it('offers no more guests than one booking may have, in the schedule and the booking form', async () => {
    const { user, dialog, day } = await openScheduler([
      bookingExperienceMock(bookingExperience({ maxGuests: 10, maxGuestsPerBooking: 3 })),
      june({ '2026-06-17': [{ time: '10:00', available: 8 }] }),
    ]);
    const counts = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(counts(dialog.getByLabelText('Number of guests'))).toEqual(['1', '2', '3']);
    await user.click(day('Wednesday, June 17, 2026'));
    await user.click(dialog.getByRole('button', { name: /^10:00/ }));

    const booking = within(await screen.findByRole('dialog', { name: 'Book DMZ Half-Day Tour' }));
    // Eight seats left, three at most per booking.
    expect(counts(booking.getByLabelText('Number of guests'))).toEqual(['1', '2', '3']);
    expect(booking.getByText('Maximum 3 guests')).toBeInTheDocument();
  });

  it("is opened by the experience page's Schedule button", async () => {
    const { user } = await renderApp({
      route: '/experiences/7',
      mocks: [
        {
          request: { query: ExperienceDetailDocument, variables: { id: 7 } },
          result: { data: { experience: detail({ id: 7 }) } },
        },
        reviewsResult([]),
        bookingExperienceMock(bookingExperience()),
        june(),
      ],
    });
    const bar = within(await screen.findByRole('region', { name: 'Booking' }));
    await user.click(bar.getByRole('button', { name: 'Schedule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pick a date and time' }));
    expect(await dialog.findByRole('button', { name: 'Tuesday, June 16, 2026' })).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
