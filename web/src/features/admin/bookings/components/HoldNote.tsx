import { styled } from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { holdEndsSoon, isHoldingStatus } from '@domain/holds';
import type { BookingStatus } from '@/generated/graphql';
import { formatSeoulMoment } from '@/features/admin/kit/seoulTime';

const Note = styled.span<{ $soon: boolean }>`
  display: block;
  margin-top: 2px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
  color: ${({ theme, $soon }) => ($soon ? theme.colors.warning : theme.colors.textMuted)};
  font-weight: ${({ $soon }) => ($soon ? 700 : 400)};
`;

type HoldNoteProps = {
  booking: { status: BookingStatus; holdExpiresAt?: string | null; resellerName?: string | null };
  now?: Date;
};

/**
 * Under a booking's status: until when a pending or awaiting-payment booking holds its seats (Seoul
 * time; highlighted and marked when it ends within HOLD_ENDING_SOON_HOURS), that its hold has ended
 * (before the job marks it expired), or when an expired booking's hold ended. A reseller's hold says
 * so: the reseller confirms it through its API, staff cannot approve it (they may cancel it).
 */
export function HoldNote({ booking, now = new Date() }: HoldNoteProps) {
  const until = booking.holdExpiresAt;
  if (!until) return null;
  const when = formatSeoulMoment(until, now);
  if (booking.status === 'expired')
    return (
      <Note $soon={false}>
        <Trans>expired {when}</Trans>
      </Note>
    );
  if (!isHoldingStatus(booking.status)) return null;
  if (new Date(until).getTime() <= now.getTime())
    return (
      <Note $soon>
        <Trans>hold ended {when}</Trans>
      </Note>
    );
  const soon = holdEndsSoon(until, now);
  const reseller = booking.resellerName;
  if (reseller)
    return (
      <Note $soon={false} data-reseller-hold>
        <Trans>
          held by {reseller} until {when}; the reseller confirms it
        </Trans>
      </Note>
    );
  return (
    <Note $soon={soon} data-soon={soon || undefined}>
      {soon ? <Trans>held until {when} (ending soon)</Trans> : <Trans>held until {when}</Trans>}
    </Note>
  );
}
