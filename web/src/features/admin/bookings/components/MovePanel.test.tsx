import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import {
  ApproveChangeRequestDocument,
  MoveBookingDocument,
  MoveSlotSeatsDocument,
} from '@/generated/graphql';
import { renderWithProviders } from '@/testing/render';
import { AdminI18nProvider } from '@/features/admin/kit/i18n/AdminI18nProvider';
import { MovePanel } from './MovePanel';

// Issue 41 point 1: staff move a booking from its manage dialog to a slot with seats left for the
// party, and approve or decline a guest's change request; the moves so far are listed.

const booking = {
  __typename: 'GuestBooking' as const,
  id: 42,
  itemId: 7,
  bookingDate: '2030-01-15',
  timeSlot: '10:00',
  numberOfGuests: 3,
  status: 'confirmed',
  moves: [] as unknown[],
  changeRequest: null as unknown,
};

const seats: MockLink.MockedResponse = {
  request: { query: MoveSlotSeatsDocument, variables: { itemId: 7, date: '2030-01-16' } },
  result: {
    data: {
      experience: {
        __typename: 'Experience',
        id: 7,
        availability: [
          {
            __typename: 'AvailabilityDay',
            date: '2030-01-16',
            slots: [
              { __typename: 'SlotAvailability', time: '10:00', available: 2, total: 10, isPast: false },
              { __typename: 'SlotAvailability', time: '14:00', available: 5, total: 10, isPast: false },
            ],
          },
        ],
      },
    },
  },
  maxUsageCount: 5,
};

const moved = (data: Partial<typeof booking> & Record<string, unknown>) => ({
  ...booking,
  status: 'confirmed',
  totalPrice: 90000,
  holdExpiresAt: null,
  ...data,
});

function renderPanel(mocks: MockLink.MockedResponse[], props = booking) {
  window.localStorage.setItem('adminLanguage', 'ENG');
  return renderWithProviders(
    <AdminI18nProvider>
      <MovePanel booking={props as never} />
    </AdminI18nProvider>,
    { mocks, userEventOptions: { delay: null } },
  );
}

afterEach(() => window.localStorage.removeItem('adminLanguage'));

describe('the manage dialog’s date change', () => {
  it('offers only the slots with seats for the party, then moves the booking', async () => {
    const { user } = await renderPanel([
      seats,
      {
        request: {
          query: MoveBookingDocument,
          variables: { id: 42, bookingDate: '2030-01-16', timeSlot: '14:00' },
        },
        result: {
          data: {
            moveBooking: moved({
              bookingDate: '2030-01-16',
              timeSlot: '14:00',
              moves: [
                {
                  __typename: 'BookingMove',
                  id: 1,
                  fromDate: '2030-01-15',
                  fromTime: '10:00',
                  toDate: '2030-01-16',
                  toTime: '14:00',
                  byGuest: false,
                  byName: 'desk',
                  createdAt: '2029-12-01T01:00:00.000Z',
                },
              ],
            }),
          },
        },
      },
    ]);
    const panel = within(await screen.findByRole('region', { name: 'Date change' }));
    fireEvent.change(panel.getByLabelText('New date'), { target: { value: '2030-01-16' } });
    const time = panel.getByLabelText('New time');
    await within(time).findByRole('option', { name: '14:00 (5 of 10 seats left)' });
    // 10:00 has 2 seats: not enough for 3 guests.
    expect(within(time).queryByRole('option', { name: /^10:00/ })).not.toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Move' })).toBeDisabled();
    await user.selectOptions(time, '14:00');
    await user.click(panel.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Booking moved')).toBeInTheDocument();
  });

  it('says when the slot is full (nothing moved)', async () => {
    const { user } = await renderPanel([
      seats,
      {
        request: {
          query: MoveBookingDocument,
          variables: { id: 42, bookingDate: '2030-01-16', timeSlot: '14:00' },
        },
        result: {
          errors: [
            new GraphQLError('The selected time slot is full.', {
              extensions: { code: 'CONFLICT', reason: 'full' },
            }),
          ],
        },
      },
    ]);
    const panel = within(await screen.findByRole('region', { name: 'Date change' }));
    fireEvent.change(panel.getByLabelText('New date'), { target: { value: '2030-01-16' } });
    await within(panel.getByLabelText('New time')).findByRole('option', { name: /^14:00/ });
    await user.selectOptions(panel.getByLabelText('New time'), '14:00');
    await user.click(panel.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('The selected time slot is full.')).toBeInTheDocument();
  });

  it('shows the guest’s change request with its price difference and approves it', async () => {
    const request = {
      __typename: 'BookingMove' as const,
      id: 5,
      toDate: '2030-01-20',
      toTime: '14:00',
      priceDifference: 10000,
      createdAt: '2029-12-01T01:00:00.000Z',
    };
    const { user } = await renderPanel(
      [
        {
          request: { query: ApproveChangeRequestDocument, variables: { id: 42 } },
          result: { data: { approveChangeRequest: moved({ bookingDate: '2030-01-20', timeSlot: '14:00' }) } },
        },
      ],
      { ...booking, changeRequest: request } as never,
    );
    const group = within(await screen.findByRole('group', { name: 'Change request' }));
    expect(
      group.getByText(/The guest asks to move to .*20.* 14:00 \(price difference ₩10,000\)/),
    ).toBeInTheDocument();
    await user.click(group.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Change request approved')).toBeInTheDocument();
  });
});

it('reads in Korean by default', async () => {
  await renderWithProviders(
    <AdminI18nProvider>
      <MovePanel booking={booking as never} />
    </AdminI18nProvider>,
  );
  expect(await screen.findByRole('region', { name: '일정 변경' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '일정 옮기기' })).toBeDisabled();
});
