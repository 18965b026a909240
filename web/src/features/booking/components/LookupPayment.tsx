import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { formatKrw } from '@domain/pricing';
import { KrwAmount } from '@/components/ApproxPrice';
import type { BookingLookupFieldsFragment, PaymentStatus } from '@/generated/graphql';
import { formatDateWithWeekday } from '@/lib/dates';
import { PAYMENT_RULE } from '../messages';
import { DetailList } from './DetailList';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: 0;
  }
`;

/** The payment status in plain words (issue 22 point 5). */
const PAYMENT_STATUS: Record<PaymentStatus, MessageDescriptor> = {
  unpaid: msg`Not paid yet`,
  partially_paid: msg`Partly paid`,
  paid: msg`Paid in full`,
  overpaid: msg`Paid (more than due: we will contact you)`,
  refund_due: msg`To be refunded`,
  partially_refunded: msg`Partly refunded`,
  refunded: msg`Refunded`,
};

type Payment = NonNullable<BookingLookupFieldsFragment['payment']>;

/**
 * What the guest owes once staff approved the booking: amount due, paid, and how to pay it: by
 * transfer, the deadline (a Seoul date), the reference to write on it and the bank's instructions; on
 * site (a booking approved too close to its date for a transfer, issue 34), that it is paid on the day,
 * as the approval mail says. Nothing before approval.
 */
export function LookupPayment({ payment }: { payment: Payment | null | undefined }) {
  const { t, i18n } = useLingui();
  if (!payment) return null;
  const open = payment.status === 'unpaid' || payment.status === 'partially_paid';
  let howToPay: [string, string][];
  let instructions: string;
  switch (payment.way) {
    case 'on_site':
      howToPay = [[t`How to pay`, t`On site, on the day`]];
      instructions = t`Your experience is too soon for a bank transfer: please pay on the day at the meeting point, in cash (Korean won) or by card.`;
      break;
    case 'bank_transfer':
      howToPay = [
        ...(payment.dueDate
          ? [[t`Pay by`, formatDateWithWeekday(payment.dueDate, i18n.locale)] as [string, string]]
          : []),
        [t`Reference on the transfer`, payment.reference],
      ];
      instructions = payment.instructions;
  }
  // A cancelled booking that kept money owes it back (issue 34): nothing is due any more.
  const owedBack = payment.status === 'refund_due' || payment.status === 'partially_refunded';
  const back = formatKrw(payment.amountPaid, i18n.locale);
  return (
    <Section aria-labelledby="lookup-payment-title">
      <h3 id="lookup-payment-title">{t`Payment`}</h3>
      <DetailList
        label={t`Payment details`}
        rows={[
          ...(owedBack
            ? []
            : [[t`Amount due`, <KrwAmount krw={payment.amountDue} />] as [string, ReactNode]]),
          [t`Amount paid`, <KrwAmount krw={payment.amountPaid + payment.amountRefunded} />],
          ...(payment.amountRefunded > 0
            ? [[t`Amount refunded`, <KrwAmount krw={payment.amountRefunded} />] as [string, ReactNode]]
            : []),
          [t`Payment status`, i18n._(PAYMENT_STATUS[payment.status])],
          ...(open ? howToPay : []),
        ]}
      />
      {open && payment.overdue ? (
        <p role="alert">{t`The payment deadline has passed. Please pay as soon as you can, or contact us.`}</p>
      ) : null}
      {open ? <p>{instructions}</p> : null}
      {open && payment.way !== 'on_site' ? <p>{i18n._(PAYMENT_RULE)}</p> : null}
      {payment.status === 'refund_due' ? (
        <p>{t`We will refund ${back} to you and write to you once it has been sent.`}</p>
      ) : null}
    </Section>
  );
}
