import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { styled } from 'styled-components';
import { formatKrw } from '@domain/pricing';
import type { BookingLookupFieldsFragment, PaymentStatus } from '@/generated/graphql';
import { formatDateWithWeekday } from '@/lib/dates';
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
  refunded: msg`Refunded`,
};

type Payment = NonNullable<BookingLookupFieldsFragment['payment']>;

/**
 * What the guest owes once staff approved the booking: amount due, paid, the deadline (a Seoul date),
 * the reference to write on the transfer, and how to pay; nothing before approval.
 */
export function LookupPayment({ payment }: { payment: Payment | null | undefined }) {
  const { t, i18n } = useLingui();
  if (!payment) return null;
  const open = payment.status === 'unpaid' || payment.status === 'partially_paid';
  return (
    <Section aria-labelledby="lookup-payment-title">
      <h3 id="lookup-payment-title">{t`Payment`}</h3>
      <DetailList
        label={t`Payment details`}
        rows={[
          [t`Amount due`, formatKrw(payment.amountDue, i18n.locale)],
          [t`Amount paid`, formatKrw(payment.amountPaid, i18n.locale)],
          [t`Payment status`, i18n._(PAYMENT_STATUS[payment.status])],
          ...(open && payment.dueDate
            ? [[t`Pay by`, formatDateWithWeekday(payment.dueDate, i18n.locale)] as [string, string]]
            : []),
          ...(open ? [[t`Reference on the transfer`, payment.reference] as [string, string]] : []),
        ]}
      />
      {open && payment.overdue ? (
        <p role="alert">{t`The payment deadline has passed. Please pay as soon as you can, or contact us.`}</p>
      ) : null}
      {open ? <p>{payment.instructions}</p> : null}
    </Section>
  );
}
