import { useMemo } from 'react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DataColumn } from '@/components/table';

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

type TallyKey = 'pending' | 'confirmed' | 'cancelled' | 'total';
type Tallied = { tally: Record<`${TallyKey}${'Bookings' | 'Guests'}`, number> };

/** The four sortable count columns of the by-item and by-slot summaries (bookings and guests each). */
export function useTallyColumns<T extends Tallied>(): DataColumn<T>[] {
  const { t } = useLingui();
  return useMemo(() => {
    const column = (id: TallyKey, header: string): DataColumn<T> => ({
      id,
      header,
      sortable: true,
      cell: (row) => <Count bookings={row.tally[`${id}Bookings`]} guests={row.tally[`${id}Guests`]} />,
    });
    return [
      column('pending', t`Waiting`),
      column('confirmed', t`Confirmed`),
      column('cancelled', t`Cancelled`),
      column('total', t`Total`),
    ];
  }, [t]);
}
