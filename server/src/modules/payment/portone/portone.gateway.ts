import { PaymentClient, RestError } from '@portone/server-sdk';
import {
  isUnrecognizedPaymentCancellation,
  type Payment,
  type PaymentMethod,
} from '@portone/server-sdk/payment';
import * as Webhook from '@portone/server-sdk/webhook';
import type { PortOneConfig } from '../../../config-portone.js';

/** A payment's state at the provider, in PortOne V2's words (PAY_PENDING is PENDING here). */
export const GATEWAY_PAYMENT_STATUSES = [
  'READY',
  'PENDING',
  'VIRTUAL_ACCOUNT_ISSUED',
  'PAID',
  'FAILED',
  'PARTIAL_CANCELLED',
  'CANCELLED',
] as const;
export type GatewayPaymentStatus = (typeof GATEWAY_PAYMENT_STATUSES)[number];

/**
 * A payment as the provider knows it. Amounts are integers in the currency's smallest unit as PortOne
 * counts them (ISO 4217): the won itself for KRW, so 50,000 KRW is 50000 both ways; never scaled here.
 */
export interface GatewayPayment {
  id: string;
  storeId: string;
  status: GatewayPaymentStatus;
  /** The total asked of the guest. */
  amount: number;
  /** Refunded so far; what can still be refunded is `amount - cancelledAmount`. */
  cancelledAmount: number;
  currency: string;
  /** `card`, `alipay`, `wechatpay` (or another easy pay's name, lower case), else PortOne's method type. */
  method?: string;
  channelKey?: string;
  pgTxId?: string;
  paidAt?: Date;
  orderName?: string;
}

export interface GatewayCancelRequest {
  /** What to refund, > 0. */
  amount: number;
  reason: string;
  /**
   * What could be refunded before this request (`amount - cancelledAmount` as last read): PortOne refunds
   * only if it still is, so a retried or concurrent refund is refused instead of paid out twice.
   */
  currentCancellableAmount: number;
  requester?: 'CUSTOMER' | 'ADMIN';
}

export interface GatewayCancellation {
  /** REQUESTED: the provider has not finished (some PGs refund later); look at the payment again. */
  status: 'REQUESTED' | 'SUCCEEDED' | 'FAILED';
  cancellationId: string;
  amount: number;
  cancelledAt?: Date;
}

/** A verified webhook: what happened to which payment. Re-read the payment before acting on it. */
export interface GatewayWebhook {
  /** PortOne's event type: `Transaction.Paid`, `Transaction.Cancelled`, `Transaction.Failed`, ... */
  type: string;
  paymentId?: string;
  storeId?: string;
  transactionId?: string;
  cancellationId?: string;
  /** When the event happened (the same on every retry of one event). */
  timestamp: Date;
}

/** An online payment provider as the booking flow uses it: read a payment, refund it, trust its webhooks. */
export interface OnlinePaymentGateway {
  /** The payment, or null when the provider has none by that id in this store. */
  fetchPayment(paymentId: string): Promise<GatewayPayment | null>;
  cancel(paymentId: string, request: GatewayCancelRequest): Promise<GatewayCancellation>;
  /** Checks the signature over the raw body (before any JSON parsing); throws WebhookRefused otherwise. */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<GatewayWebhook>;
}

/** Something the provider did not do. `GatewayRefusal` and `GatewayUnavailable` tell why. */
export abstract class GatewayError extends Error {}

export type GatewayRefusalReason =
  | 'not_found'
  | 'already_cancelled'
  | 'not_paid'
  /** currentCancellableAmount is stale: re-read the payment (a retry finds its refund already done). */
  | 'cancellable_amount_mismatch'
  | 'amount_exceeds_cancellable'
  /** PORTONE_API_SECRET (or the store) refused: a setting to fix, not a guest's fault. */
  | 'unauthorized'
  | 'forbidden'
  | 'invalid_request'
  /** The card network or wallet behind PortOne said no: `pgCode` and `pgMessage` tell staff why. */
  | 'pg_provider'
  | 'rejected';

/** The provider answered and said no: the same request will not succeed as it is. */
export class GatewayRefusal extends GatewayError {
  override readonly name = 'GatewayRefusal';
  constructor(
    readonly reason: GatewayRefusalReason,
    message: string,
    readonly pgCode?: string,
    readonly pgMessage?: string,
  ) {
    super(message);
  }
}

/**
 * No usable answer (network, timeout, an error or an answer this code does not know). For a refund the
 * outcome is unknown: re-read the payment before trying again.
 */
export class GatewayUnavailable extends GatewayError {
  override readonly name = 'GatewayUnavailable';
}

export type WebhookRefusalReason =
  | 'missing_headers'
  | 'bad_signature'
  | 'stale_timestamp'
  | 'future_timestamp'
  /** Signed, but not a 2024-04-25 webhook (PortOne's console sets the version). */
  | 'malformed';

/** A webhook that cannot be trusted: answer 400 and record nothing. */
export class WebhookRefused extends Error {
  override readonly name = 'WebhookRefused';
  constructor(
    readonly reason: WebhookRefusalReason,
    message: string,
  ) {
    super(message);
  }
}

export interface PortOneGatewayOptions {
  /**
   * The SDK's calls have no time limit of their own (global fetch, no signal): past this the caller
   * gets GatewayUnavailable instead of a request left hanging. Default 20 s.
   */
  timeoutMs?: number;
}

const STATUSES: Record<string, GatewayPaymentStatus> = {
  READY: 'READY',
  PAY_PENDING: 'PENDING',
  VIRTUAL_ACCOUNT_ISSUED: 'VIRTUAL_ACCOUNT_ISSUED',
  PAID: 'PAID',
  FAILED: 'FAILED',
  PARTIAL_CANCELLED: 'PARTIAL_CANCELLED',
  CANCELLED: 'CANCELLED',
};

const REFUSALS: Record<string, GatewayRefusalReason> = {
  PAYMENT_NOT_FOUND: 'not_found',
  PAYMENT_ALREADY_CANCELLED: 'already_cancelled',
  PAYMENT_NOT_PAID: 'not_paid',
  CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN: 'cancellable_amount_mismatch',
  CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT: 'amount_exceeds_cancellable',
  UNAUTHORIZED: 'unauthorized',
  FORBIDDEN: 'forbidden',
  INVALID_REQUEST: 'invalid_request',
  PG_PROVIDER: 'pg_provider',
  CANCEL_TAX_AMOUNT_EXCEEDS_CANCELLABLE_TAX_AMOUNT: 'rejected',
  CANCEL_TAX_FREE_AMOUNT_EXCEEDS_CANCELLABLE_TAX_FREE_AMOUNT: 'rejected',
  NEGATIVE_PROMOTION_ADJUSTED_CANCEL_AMOUNT: 'rejected',
  PROMOTION_DISCOUNT_RETAIN_OPTION_SHOULD_NOT_BE_CHANGED: 'rejected',
  SUM_OF_PARTS_EXCEEDS_CANCEL_AMOUNT: 'rejected',
};

const WEBHOOK_REFUSALS: Record<Webhook.WebhookVerificationFailureReason, WebhookRefusalReason> = {
  MISSING_REQUIRED_HEADERS: 'missing_headers',
  NO_MATCHING_SIGNATURE: 'bad_signature',
  INVALID_SIGNATURE: 'bad_signature',
  TIMESTAMP_TOO_OLD: 'stale_timestamp',
  TIMESTAMP_TOO_NEW: 'future_timestamp',
};

/** The gateway on PortOne V2 through its server SDK; every call names the configured store. */
export function portOneGateway(
  config: PortOneConfig,
  options: PortOneGatewayOptions = {},
): OnlinePaymentGateway {
  const client = PaymentClient({
    secret: config.apiSecret,
    baseUrl: config.apiBaseUrl,
    storeId: config.storeId,
  });
  const timeoutMs = options.timeoutMs ?? 20_000;
  const call = <T>(what: string, request: () => Promise<T>) => withinTime(what, timeoutMs, request);

  return {
    async fetchPayment(paymentId) {
      try {
        // getPayment sends storeId only when given here: the client's own storeId is not used for it.
        const payment = await call('reading the payment', () =>
          client.getPayment({ paymentId, storeId: config.storeId }),
        );
        return toGatewayPayment(payment);
      } catch (error) {
        if (error instanceof RestError && error.data.type === 'PAYMENT_NOT_FOUND') return null;
        throw gatewayError(error);
      }
    },

    async cancel(paymentId, { amount, reason, currentCancellableAmount, requester }) {
      if (!isWhole(amount) || amount === 0 || !isWhole(currentCancellableAmount)) {
        throw new GatewayRefusal(
          'invalid_request',
          `A refund takes a whole amount above 0 (got ${amount} of ${currentCancellableAmount}).`,
        );
      }
      try {
        const { cancellation } = await call('refunding', () =>
          client.cancelPayment({
            paymentId,
            storeId: config.storeId,
            amount,
            reason,
            currentCancellableAmount,
            requester,
          }),
        );
        if (isUnrecognizedPaymentCancellation(cancellation)) {
          throw new GatewayUnavailable(
            `PortOne answered a refund in a state this code does not know: ${String(cancellation.status)}.`,
          );
        }
        return {
          status: cancellation.status,
          cancellationId: cancellation.id,
          amount: cancellation.totalAmount,
          cancelledAt: date(cancellation.cancelledAt),
        };
      } catch (error) {
        throw gatewayError(error);
      }
    },

    async verifyWebhook(rawBody, headers) {
      let verified: unknown;
      try {
        verified = await Webhook.verify(config.webhookSecret, rawBody, headers);
      } catch (error) {
        if (error instanceof Webhook.WebhookVerificationError) {
          throw new WebhookRefused(WEBHOOK_REFUSALS[error.reason], `Webhook refused: ${error.reason}.`);
        }
        // Only PortOne can sign, but a signed body is parsed without a check: JSON.parse's own error.
        if (error instanceof SyntaxError) throw new WebhookRefused('malformed', 'Webhook body is not JSON.');
        throw error;
      }
      return toGatewayWebhook(verified);
    },
  };
}

function toGatewayPayment(payment: Payment): GatewayPayment {
  const status = STATUSES[String(payment.status)];
  if (!status || !('amount' in payment)) {
    throw new GatewayUnavailable(
      `PortOne answered a payment in a state this code does not know: ${String(payment.status)}.`,
    );
  }
  const { total, cancelled } = payment.amount;
  if (!Number.isSafeInteger(total) || !Number.isSafeInteger(cancelled)) {
    throw new GatewayUnavailable('PortOne answered a payment without whole amounts.');
  }
  return {
    id: payment.id,
    storeId: payment.storeId,
    status,
    amount: total,
    cancelledAmount: cancelled,
    currency: payment.currency,
    method: methodName(payment.method),
    channelKey: payment.channel?.key,
    pgTxId: 'pgTxId' in payment ? payment.pgTxId : undefined,
    paidAt: 'paidAt' in payment ? date(payment.paidAt) : undefined,
    orderName: payment.orderName,
  };
}

function methodName(method: PaymentMethod | undefined): string | undefined {
  if (!method) return undefined;
  if (method.type === 'PaymentMethodCard') return 'card';
  if (method.type === 'PaymentMethodEasyPay' && 'provider' in method && method.provider) {
    // PortOne's easy pay providers: ALIPAY, WECHAT (our `wechatpay`), KAKAOPAY, TOSSPAY, ...
    return method.provider === 'WECHAT' ? 'wechatpay' : method.provider.toLowerCase();
  }
  return String(method.type);
}

function toGatewayWebhook(body: unknown): GatewayWebhook {
  const { type, timestamp, data } = (body ?? {}) as { type?: unknown; timestamp?: unknown; data?: unknown };
  const at = typeof timestamp === 'string' ? date(timestamp) : undefined;
  if (typeof type !== 'string' || !at) {
    throw new WebhookRefused(
      'malformed',
      "Webhook without a type and timestamp: set the webhook version 2024-04-25 in PortOne's console.",
    );
  }
  const fields = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof fields[key] === 'string' ? fields[key] : undefined);
  return {
    type,
    paymentId: text('paymentId'),
    storeId: text('storeId'),
    transactionId: text('transactionId'),
    cancellationId: text('cancellationId'),
    timestamp: at,
  };
}

/** The SDK's typed errors to ours: a refusal when PortOne said no, unavailable for anything else. */
function gatewayError(error: unknown): GatewayError {
  if (error instanceof GatewayError) return error;
  if (error instanceof RestError) {
    const type = String(error.data.type);
    const reason = REFUSALS[type];
    const message = 'message' in error.data && error.data.message ? error.data.message : type;
    if (!reason)
      return new GatewayUnavailable(`PortOne answered an error this code does not know: ${message}`);
    const pg = error.data.type === 'PG_PROVIDER' ? error.data : undefined;
    return new GatewayRefusal(reason, `PortOne refused (${type}): ${message}`, pg?.pgCode, pg?.pgMessage);
  }
  // fetch's TypeError (network), SyntaxError (an answer that is not JSON, e.g. a proxy's error page).
  const detail = error instanceof Error ? error.message : String(error);
  return new GatewayUnavailable(`PortOne could not be reached: ${detail}`, { cause: error });
}

function withinTime<T>(what: string, ms: number, request: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new GatewayUnavailable(`PortOne did not answer in ${ms} ms (${what}).`)),
      ms,
    );
  });
  return Promise.race([request(), timeout]).finally(() => clearTimeout(timer));
}

function date(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

function isWhole(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}
