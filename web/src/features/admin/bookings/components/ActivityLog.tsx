import { useQuery } from '@apollo/client/react';
import { styled } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookingLogsDocument, type BookingLogType, type BookingStatus } from '@/generated/graphql';
import { formatSeoulDateTime } from '@/features/admin/kit/seoulTime';
import { AUTHOR_LABELS, LOG_TYPE_LABELS, STATUS_LABELS } from '../labels';
import { useLogDetails } from './logDetails';

const isStatus = (value: string): value is BookingStatus => value in STATUS_LABELS;

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The booking's activity log, oldest first, in the admin's language (its detail lines too); a
 * failing fetch shows an empty log (spec §8).
 */
export function ActivityLog({ bookingId }: { bookingId: number }) {
  const { i18n } = useLingui();
  const { data } = useQuery(BookingLogsDocument, {
    variables: { bookingId },
    fetchPolicy: 'cache-and-network',
  });
  const logs = data?.bookingLogs ?? [];
  const detailsOf = useLogDetails();
  // Statuses read as their labels (waiting / confirmed / cancelled); memos and addresses as written.
  const valueLabel = (type: BookingLogType, value?: string | null) =>
    !value
      ? '—'
      : type !== 'email_sent' && type !== 'memo_update' && isStatus(value)
        ? i18n._(STATUS_LABELS[value])
        : value;
  return (
    <section aria-labelledby="booking-log-title">
      <h3 id="booking-log-title">
        <Trans>Activity log</Trans>
      </h3>
      {logs.length === 0 ? (
        <Muted>
          <Trans>No activity records.</Trans>
        </Muted>
      ) : (
        <List>
          {logs.map((log) => {
            const detail = detailsOf(log);
            return (
              <li key={log.id}>
                <p>
                  <strong>{i18n._(LOG_TYPE_LABELS[log.logType])}</strong> ·{' '}
                  {formatSeoulDateTime(log.createdAt)} ·{' '}
                  {log.createdByName ?? i18n._(AUTHOR_LABELS[log.createdBy])}
                </p>
                {detail ? <p>{detail}</p> : null}
                {log.oldValue || log.newValue ? (
                  <p>
                    {valueLabel(log.logType, log.oldValue)} → {valueLabel(log.logType, log.newValue)}
                  </p>
                ) : null}
              </li>
            );
          })}
        </List>
      )}
    </section>
  );
}
