import type { I18n } from '@lingui/core';
import { formatKrw } from '../../../../../domain/pricing.js';
import { Paragraph, SectionTitle, SummaryCard } from './parts.js';
import type { RefundFacts } from './types.js';

/** What the guest paid, got back and is still owed back, as summary-card rows (KRW). */
export function refundRows(i18n: I18n, refund: RefundFacts): [string, string][] {
  const kept = refund.paid - refund.refunded;
  return [
    [i18n._({ id: 'mail.payment.paid', message: 'Amount paid' }), formatKrw(refund.paid, i18n.locale)],
    ...(refund.refunded > 0
      ? [
          [
            i18n._({ id: 'mail.refund.refunded', message: 'Refunded' }),
            formatKrw(refund.refunded, i18n.locale),
          ] as [string, string],
        ]
      : []),
    ...(kept > 0
      ? [
          [
            i18n._({ id: 'mail.refund.toRefund', message: 'To be refunded' }),
            formatKrw(kept, i18n.locale),
          ] as [string, string],
        ]
      : []),
  ];
}

/**
 * The guest's cancellation mail: what they paid and what happens to it (refunded already, or to be
 * refunded); nothing when no money came.
 */
export function guestRefundSection(i18n: I18n, refund: RefundFacts | null | undefined) {
  if (!refund || refund.paid <= 0) return null;
  const kept = refund.paid - refund.refunded;
  return (
    <>
      <SectionTitle>{i18n._({ id: 'mail.refund.title', message: 'Your payment' })}</SectionTitle>
      <SummaryCard rows={refundRows(i18n, refund)} />
      <Paragraph>
        {kept > 0
          ? i18n._({
              id: 'mail.refund.due',
              message:
                'We will refund {amount} to you and write to you once it has been sent. If we need your bank details for it, we will ask you.',
              values: { amount: formatKrw(kept, i18n.locale) },
            })
          : i18n._({ id: 'mail.refund.done', message: 'What you paid has been refunded to you in full.' })}
      </Paragraph>
    </>
  );
}

/** The team's cancellation mail: what the guest paid and the refund it now owes (to record once sent). */
export function staffRefundSection(i18n: I18n, refund: RefundFacts | null | undefined) {
  if (!refund || refund.paid <= 0) return null;
  const kept = refund.paid - refund.refunded;
  return (
    <>
      <SectionTitle>{i18n._({ id: 'mail.staffRefund.title', message: 'Payment' })}</SectionTitle>
      <SummaryCard rows={refundRows(i18n, refund)} />
      <Paragraph>
        {kept > 0
          ? i18n._({
              id: 'mail.staffRefund.due',
              message:
                'A refund of {amount} is due to the guest. Send it, then record it in the booking’s payment panel: the guest is e-mailed.',
              values: { amount: formatKrw(kept, i18n.locale) },
            })
          : i18n._({
              id: 'mail.staffRefund.done',
              message: 'What the guest paid has been refunded in full.',
            })}
      </Paragraph>
    </>
  );
}
