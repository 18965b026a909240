import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import type { BookingStatus } from '@/generated/graphql';
import { Marker, type MarkerTone } from '@/features/admin/kit/Marker';
import { STATUS_LABELS } from '../labels';

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
