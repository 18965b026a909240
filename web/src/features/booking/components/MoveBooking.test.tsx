import { jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MoveMyBookingDocument, type BookingLookupFieldsFragment } from '@/generated/graphql';
import { availabilityMock, freezeClock, lookedUp } from '@/testing/bookingFixtures';
import { renderWithProviders } from '@/testing/render';
import { LookupResult } from './LookupResult';

const input = { email: 'mina@example.com', phone: '+819012345678', verificationCode: '482913' };
const movable = lookedUp({ status: 'confirmed', canMove: true });

const moveMock = (answer: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: {
    query: MoveMyBookingDocument,
    variables: { input: { ...input, bookingDate: '2026-06-18', timeSlot: '14:00' } },
  },
  result: answer,
});

async function renderMovable(mocks: MockLink.MockedResponse[], booking = movable) {
  const onChange = jest.fn<(b: BookingLookupFieldsFragment) => void>();
  const rendered = await renderWithProviders(
    <LookupResult booking={booking} input={input} onChange={onChange} onSearchAnother={jest.fn()} />,
    { mocks, userEventOptions: { delay: null } },
  );
  return { ...rendered, onChange };
}

/** Opens the panel, picks 18 June and its 14:00 slot. */
async function pick(user: Awaited<ReturnType<typeof renderMovable>>['user']) {
  const panel = within(screen.getByRole('region', { name: 'Change date' }));
  expect(panel.getByText(/until Monday, June 15, 2026/)).toBeInTheDocument();
  await user.click(panel.getByRole('button', { name: 'Change date' }));
  fireEvent.change(panel.getByLabelText('New date'), { target: { value: '2026-06-18' } });
  await user.click(await panel.findByRole('button', { name: /14:00/ }));
  return panel;
}

beforeEach(() => freezeClock('2026-06-12T03:00:00Z'));
afterEach(() => jest.useRealTimers());

describe('changing the date from the look-up page', () => {
  it('moves the booking to the chosen date and slot and shows it', async () => {
    const moved = { ...movable, bookingDate: '2026-06-18', timeSlot: '14:00', outcome: 'moved' as const };
    const { user, onChange } = await renderMovable([
      availabilityMock('2026-06'),
      moveMock({ data: { moveMyBooking: moved } }),
    ]);
    const panel = await pick(user);
    expect(
      panel.getByText('Move your booking to Thursday, June 18, 2026 at 14:00 (Seoul time)?'),
    ).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Confirm new date' }));
    expect(await screen.findByText('Your booking has moved to Thursday, June 18, 2026')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ bookingDate: '2026-06-18', timeSlot: '14:00' }),
    );
  });

  it('says so when the slot filled meanwhile, and keeps the booking', async () => {
    const { user, onChange } = await renderMovable([
      availabilityMock('2026-06'),
      moveMock({
        errors: [
          new GraphQLError('The selected time slot is full.', {
            extensions: { code: 'CONFLICT', reason: 'full' },
          }),
        ],
      }),
    ]);
    const panel = await pick(user);
    await user.click(panel.getByRole('button', { name: 'Confirm new date' }));
    expect(await screen.findByText('The selected time slot is full.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows an open change request instead of the button, and nothing when the booking cannot move', async () => {
    await renderMovable([], {
      ...movable,
      canMove: false,
      changeRequest: {
        toDate: '2026-06-18',
        toTime: '14:00',
        priceDifference: 10000,
      },
    });
    expect(
      screen.getByText(
        'Your request is with our staff: Thursday, June 18, 2026 at 14:00 (Seoul time). We hold those seats for you until they answer.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change date' })).not.toBeInTheDocument();
  });
});
