import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OnlineMethod } from './portone';

/** The online payment methods as the guest reads them (brand names, as each brand writes itself there). */
export const METHOD_LABELS: Record<OnlineMethod, MessageDescriptor> = {
  card: msg`Credit or debit card (Visa, Mastercard, JCB, AMEX, UnionPay)`,
  alipay: msg`Alipay`,
  wechatpay: msg`WeChat Pay`,
};

/** Short names, for a list of accepted methods. */
export const METHOD_NAMES: Record<OnlineMethod, MessageDescriptor> = {
  card: msg`Card`,
  alipay: msg`Alipay`,
  wechatpay: msg`WeChat Pay`,
};
