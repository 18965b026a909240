import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  ApproveBookingDocument,
  CancelBookingDocument,
  UpdateBookingStatusDocument,
  type AdminBookingRowFragment,
  type BookingStatus,
} from '@/generated/graphql';
import { BOOKING_QUERIES } from './refetch';
import { useTitleLanguage } from '@/features/admin/kit/useTitleLanguage';

/** A refused confirmation: the slot's confirmed guests and its capacity (from the 409). */
export type OverCapacity = { confirmedGuests: number; maxGuests: number };

export type SaveResult = { ok: true } | { ok: false; overCapacity?: OverCapacity };

export type SaveOptions = {
  overrideCapacity?: boolean;
  /** The reason mailed on a cancellation; empty: the server's default. */
  reason?: string;
};

/**
 * Saves the manage dialog (spec §4): confirmed runs approve (guest mailed), cancelled runs cancel
 * with the given reason (or the server's default), anything else saves memo and status.
 */
export function useStatusSave(booking: AdminBookingRowFragment) {
  const options = { refetchQueries: BOOKING_QUERIES, awaitRefetchQueries: true };
  const titleLanguage = useTitleLanguage();
  const [approve, a] = useMutation(ApproveBookingDocument, options);
  const [cancel, c] = useMutation(CancelBookingDocument, options);
  const [update, u] = useMutation(UpdateBookingStatusDocument, options);

  async function save(
    status: BookingStatus,
    memo: string,
    { overrideCapacity = false, reason = '' }: SaveOptions = {},
  ): Promise<SaveResult> {
    const memoChanged = memo !== booking.adminMemo;
    try {
      if (status !== booking.status && status === 'confirmed') {
        await approve({ variables: { id: booking.id, overrideCapacity, titleLanguage } });
        if (memoChanged)
          await update({ variables: { id: booking.id, input: { adminMemo: memo }, titleLanguage } });
      } else if (status !== booking.status && status === 'cancelled') {
        await cancel({ variables: { id: booking.id, reason: reason.trim() || null, titleLanguage } });
        if (memoChanged)
          await update({ variables: { id: booking.id, input: { adminMemo: memo }, titleLanguage } });
      } else {
        // Staff set pending here (confirm and cancel have their own calls above).
        const staffStatus = status === 'pending' ? status : undefined;
        await update({
          variables: { id: booking.id, input: { adminMemo: memo, status: staffStatus }, titleLanguage },
        });
      }
      return { ok: true };
    } catch (error) {
      const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      if (first?.extensions?.code === 'CONFLICT' && typeof first.extensions.maxGuests === 'number') {
        return {
          ok: false,
          overCapacity: {
            confirmedGuests: Number(first.extensions.confirmedGuests),
            maxGuests: first.extensions.maxGuests,
          },
        };
      }
      return { ok: false };
    }
  }

  return { save, saving: a.loading || c.loading || u.loading };
}
