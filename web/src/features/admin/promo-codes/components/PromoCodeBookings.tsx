import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatKrw } from '@domain/pricing';
import { Muted } from '@/components/form';
import { DataTable, type DataColumn } from '@/components/table';
import {
  PromoCodeBookingsDocument,
  type AdminPromoCodeFragment,
  type PromoCodeBookingsQuery,
} from '@/generated/graphql';
import { StatusBadge } from '@/features/admin/kit/BookingStatusBadge';

type Row = PromoCodeBookingsQuery['promoCodeBookings'][number];

/** The most rows the server answers (PROMO_CODE_BOOKINGS_MAX): past it, the list says it is cut. */
const MAX = 200;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

function useColumns(): DataColumn<Row>[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      {
        id: 'id',
        header: t`Booking`,
        rowHeader: true,
        cell: (b) => {
          const id = b.id;
          return (
            <Link to={`/admin?section=bookings&q=${id}`} aria-label={t`Booking #${id} in the desk`}>
              #{id}
            </Link>
          );
        },
      },
      { id: 'guest', header: t`Guest`, cell: (b) => b.guestName },
      { id: 'date', header: t`Visit (Seoul)`, cell: (b) => `${b.bookingDate} ${b.timeSlot}` },
      { id: 'item', header: t`Item`, cell: (b) => b.itemTitle, hideOnCard: true },
      { id: 'status', header: t`Status`, cell: (b) => <StatusBadge status={b.status} /> },
      {
        id: 'discount',
        header: t`Discount`,
        cell: (b) => {
          const amount = formatKrw(b.discount, i18n.locale);
          return b.counted ? amount : t`${amount} (given back)`;
        },
      },
    ],
    [t, i18n],
  );
}

/**
 * The bookings made with a code (issue 41: "staff see per code its bookings and discount total"), newest
 * first, each linked to the desk; the discount total counts the live ones (a cancelled or expired
 * booking gave its use and its discount back).
 */
export function PromoCodeBookings({ promoCode }: { promoCode: AdminPromoCodeFragment }) {
  const { t, i18n } = useLingui();
  const { data, loading, error } = useQuery(PromoCodeBookingsDocument, {
    variables: { id: promoCode.id },
    fetchPolicy: 'cache-and-network',
  });
  const columns = useColumns();
  const rows = data?.promoCodeBookings ?? [];
  const code = promoCode.code;
  const uses = promoCode.usage.uses;
  const total = formatKrw(promoCode.usage.discountTotal, i18n.locale);
  return (
    <Section aria-labelledby="promo-code-bookings-heading">
      <h3 id="promo-code-bookings-heading">
        <Trans>Bookings with {code}</Trans>
      </h3>
      <Muted>
        <Trans>
          {uses} live uses, {total} discount given.
        </Trans>
      </Muted>
      {error ? <p role="alert">{t`The bookings could not be loaded.`}</p> : null}
      <DataTable
        label={t`Bookings with ${code}`}
        columns={columns}
        rows={rows}
        rowId={(b) => b.id}
        loading={loading && !data}
        empty={t`No booking has used this code yet.`}
      />
      {rows.length >= MAX ? <Muted>{t`Only the newest ${MAX} bookings are shown.`}</Muted> : null}
    </Section>
  );
}
