import { styled } from 'styled-components';
import { Trans } from '@lingui/react/macro';

export const Empty = styled.p`
  padding: ${({ theme }) => theme.space.lg} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A count of bookings with its guests beside it, e.g. "3 (7 guests)". */
export function Count({ bookings, guests }: { bookings: number; guests: number }) {
  return (
    <Trans>
      {bookings} ({guests} guests)
    </Trans>
  );
}
