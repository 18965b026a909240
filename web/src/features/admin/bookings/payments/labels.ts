import { msg } from '@lingui/core/macro';
import { STAFF_PAYMENT_METHODS } from '@domain/payment';
import type { MessageDescriptor } from '@lingui/core';
import type { OnlinePaymentState, PaymentFilter, PaymentMethod, PaymentStatus } from '@/generated/graphql';

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, MessageDescriptor> = {
  unpaid: msg`Unpaid`,
  partially_paid: msg`Partially paid`,
  paid: msg`Paid`,
  overpaid: msg`Overpaid`,
  refund_due: msg`Refund due`,
  partially_refunded: msg`Partly refunded`,
  refunded: msg`Refunded`,
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  bank_transfer: msg`Bank transfer`,
  cash_on_site: msg`Cash on site`,
  card_on_site: msg`Card on site`,
  online: msg`Paid online (PortOne)`,
  other: msg`Other`,
};
/** What staff may record by hand: an online payment comes from PortOne only. */
export const PAYMENT_METHODS = STAFF_PAYMENT_METHODS;

/** The list's payment filter: the statuses, then what staff chase (the dashboard's two counts). */
export const PAYMENT_FILTER_LABELS: Record<PaymentFilter, MessageDescriptor> = {
  ...PAYMENT_STATUS_LABELS,
  awaiting: msg`Awaiting payment`,
  overdue: msg`Overdue`,
};
export const PAYMENT_FILTERS = Object.keys(PAYMENT_FILTER_LABELS) as PaymentFilter[];

/** How a guest paid online, as PortOne reports it (card, alipay, wechatpay); another is shown as written. */
export const ONLINE_METHOD_LABELS: Record<string, MessageDescriptor> = {
  card: msg`Card`,
  alipay: msg`Alipay`,
  wechatpay: msg`WeChat Pay`,
};

/** Where an online payment stands on our side. */
export const ONLINE_STATE_LABELS: Record<OnlinePaymentState, MessageDescriptor> = {
  requested: msg`Payment started`,
  paid: msg`Paid`,
  failed: msg`Not paid`,
  refunding: msg`Refund under way`,
  refunded: msg`Refunded in full`,
};
