import { useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '@/components/toast';
import { useAdminLive, type AdminEvent, type LiveStatus } from './useAdminLive';

/** Where a new application is handled: its slot's applications in the bookings desk. */
export const applicationHref = (event: Pick<AdminEvent, 'itemId' | 'bookingDate' | 'timeSlot'>) =>
  `/admin?section=bookings&view=by-item&item=${event.itemId}&slot=${event.bookingDate}%20${event.timeSlot}`;

const Status = styled.p<{ $live: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  &::before {
    content: '';
    display: inline-block;
    width: 8px;
    height: 8px;
    margin-right: ${({ theme }) => theme.space.xs};
    border-radius: 50%;
    background: ${({ $live, theme }) => ($live ? theme.colors.success : theme.colors.borderStrong)};
  }
`;

/** Live updates with their quiet toast: a new application names the guest and the item, with a link to it. */
export function useLiveToasts(): LiveStatus {
  const { t } = useLingui();
  const { toast } = useToast();
  // The toasts render outside the router (their viewport is app-wide): the link navigates through
  // this hook's navigate, taken inside the router, rather than a <Link> that would find no router.
  const navigate = useNavigate();
  return useAdminLive((event) => {
    if (event.kind !== 'APPLICATION_CREATED') return;
    const who = event.name ?? '';
    const what = event.itemTitle ?? '';
    toast({
      title: t`New application: ${who}`,
      description: (
        <>
          {what} · {event.bookingDate} {event.timeSlot} ·{' '}
          <a
            href={applicationHref(event)}
            onClick={(click) => {
              if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey) return;
              click.preventDefault();
              void navigate(applicationHref(event));
            }}
          >
            {t`Open the slot`}
          </a>
        </>
      ),
    });
  });
}

/** "Live" or "Reconnecting…" in the top bar, announced politely when it changes. */
export function LiveStatusLine({ status }: { status: LiveStatus }) {
  const { t } = useLingui();
  const text = status === 'live' ? t`Live` : status === 'reconnecting' ? t`Reconnecting…` : t`Connecting…`;
  return (
    <Status role="status" $live={status === 'live'} data-live={status}>
      {text}
    </Status>
  );
}
