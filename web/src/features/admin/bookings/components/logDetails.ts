import { useCallback } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { readBookingLog, standardReason } from '@domain/bookingLog';
import { formatKrw } from '@domain/pricing';
import type { BookingLogsQuery, PaymentMethod } from '@/generated/graphql';
import { PAYMENT_METHOD_LABELS } from '../payments/labels';

type Log = BookingLogsQuery['bookingLogs'][number];

const isMethod = (value: string): value is PaymentMethod => value in PAYMENT_METHOD_LABELS;

/**
 * A log entry's detail line in the admin's language, from the admin catalog (issue 34 point 10): the
 * server writes English (`details`, as the REST shim has always answered it), read back by the
 * domain's patterns; a line they do not know is shown as written, and a mail's subject as it was sent.
 */
export function useLogDetails(): (log: Log) => string | null {
  const { t, i18n } = useLingui();
  return useCallback(
    (log: Log) => {
      const money = (amount: number) => formatKrw(amount, i18n.locale === 'ko' ? 'ko-KR' : 'en-US');
      // A mail's line is its subject as it was sent (in the guest's language); its address follows.
      if (log.logType === 'email_sent') return log.details || null;
      const line = readBookingLog(log.logType, log.details);
      if (!line) return log.details || null;
      switch (line.kind) {
        case 'applied': {
          const { guests, date, time } = line;
          // Inside the admin's `t` (a bare plural() would be said in the storefront's language).
          return date && time
            ? t`${plural(guests, { one: `# guest for ${date} ${time}`, other: `# guests for ${date} ${time}` })}`
            : t`${plural(guests, { one: '# guest', other: '# guests' })}`;
        }
        case 'status': {
          const parts: string[] = [];
          if (line.override) {
            const { guests, max } = line.override;
            parts.push(t`Confirmed over capacity: ${guests} guests for ${max} seats`);
          }
          if (line.reason) {
            const standard = standardReason(line.reason);
            const deadline = standard?.kind === 'unpaid' ? standard.deadline : '';
            const reason =
              standard?.kind === 'organiser'
                ? t`Cancelled by the organiser.`
                : standard?.kind === 'guest'
                  ? t`Cancelled by the guest.`
                  : standard?.kind === 'unpaid'
                    ? t`Not paid by the deadline (${deadline}).`
                    : line.reason;
            parts.push(t`Reason: ${reason}`);
          }
          return parts.length ? parts.join(' · ') : null;
        }
        case 'memo':
          return null;
        case 'payment': {
          const amount = money(line.amount);
          const method = isMethod(line.method) ? i18n._(PAYMENT_METHOD_LABELS[line.method]) : line.method;
          const date = line.paidAt;
          const what = line.refund
            ? t`Refund of ${amount} (${method}, ${date})`
            : t`Payment of ${amount} (${method}, ${date})`;
          const reference = line.reference;
          return reference ? `${what} · ${t`Reference: ${reference}`}` : what;
        }
        case 'void': {
          const amount = money(line.amount);
          const { paidAt: date, reason } = line;
          return t`Payment of ${amount} (${date}) voided: ${reason}`;
        }
        case 'checkIn': {
          const { arrived, guests, device } = line;
          const parts = [
            line.changed
              ? t`Now ${arrived} of ${guests} guests here`
              : t`${arrived} of ${guests} guests here`,
          ];
          if (line.otherSlot) parts.push(t`Ticket for another slot`);
          if (device) parts.push(t`Device: ${device}`);
          return parts.join(' · ');
        }
        case 'checkInUndone': {
          const device = line.device;
          return device ? t`Device: ${device}` : null;
        }
        case 'noShow': {
          const hours = line.hours;
          return hours === undefined ? null : t`Marked automatically ${hours} hours after the slot`;
        }
        case 'noShowUndone':
          return null;
        case 'moved': {
          const from = `${line.from.date} ${line.from.time}`;
          const to = `${line.to.date} ${line.to.time}`;
          return line.request
            ? t`Moved from ${from} to ${to} (change request approved)`
            : t`Moved from ${from} to ${to}`;
        }
        case 'changeRequested': {
          const from = `${line.from.date} ${line.from.time}`;
          const to = `${line.to.date} ${line.to.time}`;
          const difference = money(line.difference);
          return line.difference
            ? t`Change requested from ${from} to ${to} (price difference ${difference})`
            : t`Change requested from ${from} to ${to}`;
        }
        case 'changeDeclined': {
          const to = `${line.to.date} ${line.to.time}`;
          return t`Change request to ${to} declined`;
        }
      }
    },
    [t, i18n],
  );
}
