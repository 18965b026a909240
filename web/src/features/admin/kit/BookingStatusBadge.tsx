import { styled } from 'styled-components';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { BookingStatus } from '@/generated/graphql';
import { Marker, type MarkerTone } from './Marker';

/** The spec's labels: pending shows as 'waiting'. Shared by the desk and the promo codes' bookings. */
export const STATUS_LABELS: Record<BookingStatus, MessageDescriptor> = {
  pending: msg`Waiting`,
  awaiting_payment: msg`Awaiting payment`,
  confirmed: msg`Confirmed`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
  offered: msg`Waitlist offer`,
};

const TONES: Record<BookingStatus, MarkerTone> = {
  pending: 'warning',
  awaiting_payment: 'warning',
  confirmed: 'success',
  cancelled: 'muted',
  expired: 'muted',
  offered: 'warning',
};

/** The kit's marker, on the line with its neighbours. */
const Pill = styled(Marker)`
  margin: 0;
`;

/** Waiting / confirmed / cancelled (대기 / 확정 / 취소). */
export function StatusBadge({ status }: { status: BookingStatus }) {
  const { i18n } = useLingui();
  return <Pill $tone={TONES[status]}>{i18n._(STATUS_LABELS[status])}</Pill>;
}
