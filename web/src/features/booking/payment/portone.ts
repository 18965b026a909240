import type { PaymentRequest, PaymentResponse } from '@portone/browser-sdk/v2';
import { DEFAULT_LOCALE, isAppLocale, type AppLocale } from '@domain/locales';
import { pageUrl } from '@domain/seo';
import type { OnlinePaymentFieldsFragment } from '@/generated/graphql';

/** The methods the server offers (server/src/config-portone.ts ONLINE_METHODS). */
export type OnlineMethod = 'card' | 'alipay' | 'wechatpay';

export const isOnlineMethod = (value: string): value is OnlineMethod =>
  value === 'card' || value === 'alipay' || value === 'wechatpay';

/** Where PortOne sends the guest back when it redirects (phones) instead of resolving. */
export const PAY_COMPLETE_PATH = '/pay/complete';

/**
 * How PortOne's SDK is asked for each method: cards through the channel's card window, Alipay and
 * WeChat Pay as easy pays (the PG's own window for that wallet, as the international PGs such as
 * Eximbay take them).
 */
const PAY_METHODS: Record<OnlineMethod, Pick<PaymentRequest, 'payMethod' | 'easyPay'>> = {
  card: { payMethod: 'CARD' },
  alipay: { payMethod: 'EASY_PAY', easyPay: { easyPayProvider: 'ALIPAY' } },
  wechatpay: { payMethod: 'EASY_PAY', easyPay: { easyPayProvider: 'WECHAT' } },
};

/** The payment window in the page's language (PGs that cannot show it fall back to their own). */
const PORTONE_LOCALES: Record<AppLocale, NonNullable<PaymentRequest['locale']>> = {
  en: 'EN_US',
  ja: 'JA_JP',
  'zh-Hant': 'ZH_TW',
  'zh-Hans': 'ZH_CN',
  ko: 'KO_KR',
};

/** The guest, as the PG may ask for them (some international PGs want a name and an e-mail address). */
export interface PayingGuest {
  fullName?: string;
  email?: string;
  phoneNumber?: string;
}

/**
 * The request PortOne's browser SDK takes for this payment part. The amount, currency, store and
 * payment id are the server's (what is due, in KRW: 50,000 KRW is 50000); the browser only picks the
 * method, and the server checks what PortOne says was paid before anything counts.
 */
export function paymentRequest(
  part: OnlinePaymentFieldsFragment,
  method: OnlineMethod,
  options: { locale: string; origin: string; customer?: PayingGuest },
): PaymentRequest {
  const channel = part.channels.find((entry) => entry.method === method);
  if (!channel) throw new Error(`No PortOne channel for ${method}.`);
  const locale: AppLocale = isAppLocale(options.locale) ? options.locale : DEFAULT_LOCALE;
  const customer = options.customer && {
    ...(options.customer.fullName ? { fullName: options.customer.fullName } : {}),
    ...(options.customer.email ? { email: options.customer.email } : {}),
    ...(options.customer.phoneNumber ? { phoneNumber: options.customer.phoneNumber } : {}),
  };
  return {
    storeId: part.storeId,
    channelKey: channel.channelKey,
    paymentId: part.paymentId,
    orderName: part.orderName,
    totalAmount: part.amount,
    currency: part.currency as PaymentRequest['currency'],
    ...PAY_METHODS[method],
    locale: PORTONE_LOCALES[locale],
    // Phones leave the page for the PG's and come back here, in the same language.
    redirectUrl: pageUrl(options.origin, PAY_COMPLETE_PATH, locale),
    ...(customer && Object.keys(customer).length ? { customer } : {}),
  };
}

/** How PortOne's window ended when it answered in the page instead of redirecting. */
export type PaymentOutcome =
  | { kind: 'paid'; paymentId: string }
  | { kind: 'failed'; code: string; message: string }
  /** PortOne is taking the guest to another page (a redirect): nothing to do here. */
  | { kind: 'redirecting' };

/** What PortOne's SDK answered, as the page acts on it: a `code` means not paid (failed, cancelled). */
export function outcomeOf(response: PaymentResponse | undefined): PaymentOutcome {
  if (!response) return { kind: 'redirecting' };
  if (response.code !== undefined)
    return { kind: 'failed', code: response.code, message: response.message ?? '' };
  return { kind: 'paid', paymentId: response.paymentId };
}

/**
 * Opens PortOne's payment window (its script, from PortOne's CDN, is loaded on the first payment,
 * never on other pages) and answers how it ended. Throws when the window could not be opened
 * (the script did not load, or PortOne refused the request before it started).
 */
export async function openPaymentWindow(request: PaymentRequest): Promise<PaymentOutcome> {
  const PortOne = await import('@portone/browser-sdk/v2');
  return outcomeOf(await PortOne.requestPayment(request));
}
