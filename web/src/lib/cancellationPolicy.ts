import { useLingui } from '@lingui/react/macro';
import { freeCancellation } from '@domain/cancellation';
import { SEOUL_TIME_ZONE } from '@domain/constants';

/** A deadline as a Seoul date and 24-hour time in the UI language. */
export function formatSeoulDeadline(deadline: Date | string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: SEOUL_TIME_ZONE,
  }).format(new Date(deadline));
}

/**
 * The item's cancellation policy in the guest's words (domain/cancellation.ts), shared by the
 * detail page, the booking form and the look-up page: the rule, and the exact Seoul deadline once
 * a date and slot are known.
 */
export function useCancellationPolicy() {
  const { t, i18n } = useLingui();
  return {
    /** "Free cancellation until 24 hours before", or that there is none. */
    rule(hours: number | null | undefined): string {
      if (hours === null || hours === undefined) return t`No free cancellation`;
      return t`Free cancellation until ${hours} hours before`;
    },
    /**
     * The rule with its deadline for a slot, when both are known; else the rule alone. A slot whose
     * deadline has passed at `now` (booked too late, issue 34) has no free cancellation left.
     */
    forSlot(hours: number | null | undefined, date: string, time: string, now = new Date()): string {
      const offer = freeCancellation(date, time, hours, now);
      switch (offer.kind) {
        case 'none':
          return this.rule(hours);
        case 'closed':
          return t`No free cancellation for this date`;
        case 'until': {
          const when = formatSeoulDeadline(offer.deadline, i18n.locale);
          return t`Free cancellation until ${when} (Seoul time)`;
        }
      }
    },
  };
}
