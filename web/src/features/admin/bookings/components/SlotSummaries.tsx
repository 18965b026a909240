import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { Select } from '@/components/ui';
import { BookingSlotSummariesDocument, type SlotFilter, type SlotSort } from '@/generated/graphql';
import { formatBookingDate } from '../labels';
import type { BookingParams } from '../hooks/useBookingParams';
import { CountCell, Empty, Pager, SortHeader, StyledTable } from './tableParts';

type Props = {
  itemId: number;
  params: BookingParams;
  update: (changes: Record<string, string | number | null>) => void;
};

const FILTERS: SlotFilter[] = ['all', 'withPending', 'overCapacity', 'withConfirmed'];

/** By item, level 2: the slots of one item with their counts and seats left, and the slot filter. */
export function SlotSummaries({ itemId, params, update }: Props) {
  const { t } = useLingui();
  const slotFilter = (FILTERS as string[]).includes(params.slotFilter)
    ? (params.slotFilter as SlotFilter)
    : 'all';
  const { data, error } = useQuery(BookingSlotSummariesDocument, {
    variables: {
      itemId,
      page: { page: params.page, pageSize: params.pageSize },
      sort: params.sort as SlotSort | null,
      direction: params.dir ?? 'ASC',
      slotFilter,
    },
  });
  const page = data?.bookingSlotSummaries;
  const labels: Record<SlotFilter, string> = {
    all: t`All slots`,
    withPending: t`Slots with waiting applications`,
    overCapacity: t`Over-capacity slots`,
    withConfirmed: t`Slots with 1 or more confirmed`,
  };
  const header = (column: string, label: string) => (
    <SortHeader
      column={column}
      label={label}
      sort={params.sort}
      dir={params.dir ?? 'ASC'}
      defaultSort="date"
      onSort={(sort, dir) => update({ sort, dir })}
    />
  );
  return (
    <>
      <Select
        label={t`Slot filter`}
        value={slotFilter}
        onChange={(v) => update({ slotFilter: v === 'all' ? null : v })}
        options={FILTERS.map((f) => ({ value: f, label: labels[f] }))}
      />
      {error ? (
        <Empty role="alert">
          <Trans>The slots could not be loaded.</Trans>
        </Empty>
      ) : page && page.items.length === 0 ? (
        <Empty>
          <Trans>No slots match the condition.</Trans>
        </Empty>
      ) : page ? (
        <>
          <StyledTable>
            <thead>
              <tr>
                {header('date', t`Date and time`)}
                {header('pending', t`Waiting`)}
                {header('confirmed', t`Confirmed`)}
                {header('cancelled', t`Cancelled`)}
                {header('total', t`Total`)}
                {header('seatsLeft', t`Seats left`)}
              </tr>
            </thead>
            <tbody>
              {page.items.map((s) => (
                <tr key={s.key}>
                  <td>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() =>
                        update({ slot: `${s.bookingDate} ${s.timeSlot}`, sort: null, dir: null })
                      }
                    >
                      {formatBookingDate(s.bookingDate)} {s.timeSlot}
                    </Button>
                  </td>
                  <CountCell bookings={s.tally.pendingBookings} guests={s.tally.pendingGuests} />
                  <CountCell bookings={s.tally.confirmedBookings} guests={s.tally.confirmedGuests} />
                  <CountCell bookings={s.tally.cancelledBookings} guests={s.tally.cancelledGuests} />
                  <CountCell bookings={s.tally.totalBookings} guests={s.tally.totalGuests} />
                  <td>
                    {s.seatsLeft} / {s.maxGuests}
                    {s.overCapacity ? (
                      <strong>
                        {' '}
                        <Trans>Over capacity</Trans>
                      </strong>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </StyledTable>
          <Pager of={page} update={update} />
        </>
      ) : null}
    </>
  );
}
