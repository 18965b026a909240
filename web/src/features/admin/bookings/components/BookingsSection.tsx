import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/Button';
import { BookingItemHeaderDocument, type AdminBookingRowFragment } from '@/generated/graphql';
import { formatSeoulDate } from '@/features/admin/kit/seoulTime';
import { useBookingParams, type BookingView } from '../hooks/useBookingParams';
import { useTitleLanguage } from '@/features/admin/kit/useTitleLanguage';
import { BookingList } from './BookingList';
import { DayView } from './DayView';
import { ItemSummaries } from './ItemSummaries';
import { ManageDialog } from './ManageDialog';
import { Roster } from './Roster';
import { SlotSummaries } from './SlotSummaries';

const Views = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Crumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  li + li::before {
    content: '›';
    margin-right: ${({ theme }) => theme.space.xs};
  }
`;

/** A view or drill-down change resets everything else but the section. */
const RESET = {
  item: null,
  slot: null,
  status: null,
  q: null,
  sort: null,
  dir: null,
  slotFilter: null,
  payment: null,
};

/** The bookings section: flat list, by item (item > slot > applications) and day view, all in the URL. */
export function BookingsSection() {
  const { t } = useLingui();
  const { params, update } = useBookingParams();
  const [managed, setManaged] = useState<AdminBookingRowFragment | null>(null);
  const [roster, setRoster] = useState(false);
  const titleLanguage = useTitleLanguage();
  const header = useQuery(BookingItemHeaderDocument, {
    variables: { itemId: params.item ?? 0, titleLanguage },
    skip: params.view !== 'by-item' || !params.item,
  });
  const itemTitle = header.data?.bookingSlotSummaries.item?.title ?? '…';
  const views: [BookingView, string][] = [
    ['list', t`All applications`],
    ['by-item', t`By item`],
    ['day', t`Day view`],
  ];

  return (
    <section aria-labelledby="bookings-heading">
      <h2 id="bookings-heading">
        <Trans>Bookings</Trans>
      </h2>
      <Views aria-label={t`Views`}>
        {views.map(([view, label]) => (
          <Button
            key={view}
            size="sm"
            variant={params.view === view ? 'primary' : 'secondary'}
            aria-current={params.view === view ? 'page' : undefined}
            onClick={() =>
              update({ ...RESET, view: view === 'list' ? null : view, lang: null, from: null, to: null })
            }
          >
            {label}
          </Button>
        ))}
      </Views>

      {params.view === 'by-item' && (
        <nav aria-label={t`Breadcrumbs`}>
          <Crumbs>
            <li>
              <Button variant="ghost" size="sm" onClick={() => update({ ...RESET })}>
                <Trans>All items</Trans>
              </Button>
            </li>
            {params.item && (
              <li>
                <Button variant="ghost" size="sm" onClick={() => update({ ...RESET, item: params.item })}>
                  {itemTitle}
                </Button>
              </li>
            )}
            {params.item && params.slot && (
              <li aria-current="page">
                {formatSeoulDate(params.slot.date)} {params.slot.time}
              </li>
            )}
          </Crumbs>
        </nav>
      )}

      {params.view === 'day' ? (
        <DayView
          onOpenSlot={(s) =>
            update({ ...RESET, view: 'by-item', item: s.itemId, slot: `${s.bookingDate} ${s.timeSlot}` })
          }
          onOpenDay={(date) => update({ ...RESET, view: null, from: date, to: date })}
        />
      ) : params.view === 'by-item' && !params.item ? (
        <ItemSummaries params={params} update={update} />
      ) : params.view === 'by-item' && params.item && !params.slot ? (
        <SlotSummaries itemId={params.item} params={params} update={update} />
      ) : (
        <>
          <BookingList params={params} update={update} onManage={setManaged} />
          {params.view === 'by-item' && params.item && params.slot && (
            <>
              <Button variant="secondary" onClick={() => setRoster((r) => !r)} aria-expanded={roster}>
                <Trans>Roster for printing</Trans>
              </Button>
              {roster && (
                <Roster
                  itemId={params.item}
                  itemTitle={itemTitle}
                  date={params.slot.date}
                  time={params.slot.time}
                />
              )}
            </>
          )}
        </>
      )}

      {managed && <ManageDialog key={managed.id} booking={managed} onClose={() => setManaged(null)} />}
    </section>
  );
}
