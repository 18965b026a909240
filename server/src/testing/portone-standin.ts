import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Payment, PaymentMethod, SucceededPaymentCancellation } from '@portone/server-sdk/payment';
import type { PortOneChannel } from '../config-portone.js';
import type { GatewayPaymentStatus } from '../modules/payment/portone/portone.gateway.js';

/** A payment to put in the stand-in, as a test thinks of it; served in the shape of the SDK's `Payment`. */
export interface StandInPaymentInput {
  id: string;
  /** The total, in PortOne's integer unit (the won for KRW). */
  amount: number;
  /** KRW unless given. */
  currency?: string;
  status: GatewayPaymentStatus;
  /** The stand-in's store unless given: a payment of another store is not found through this store. */
  storeId?: string;
  /** card, alipay, wechatpay (or another easy pay's name); the stand-in's channel for it. */
  method?: string;
  channelKey?: string;
  orderName?: string;
  /** Already refunded (a CANCELLED payment defaults to all of it). */
  cancelledAmount?: number;
  paidAt?: Date;
}

/** One request the stand-in received (the Authorization header as sent, the JSON body when there was one). */
export interface StandInRequest {
  method: string;
  path: string;
  auth?: string;
  body?: unknown;
}

/**
 * What the next request gets instead of PortOne's answer: a dropped connection, no answer, or this
 * one (a string body goes as is, like a proxy's error page; anything else as JSON).
 */
export type StandInFailure = 'drop' | 'hang' | { status: number; body: unknown };

export interface PortOneStandIn {
  /** The PORTONE_API_BASE_URL to give the app or the SDK. */
  url: string;
  storeId: string;
  apiSecret: string;
  /** `whsec_` + base64, as PortOne's console shows it and as Webhook.verify takes it. */
  webhookSecret: string;
  channels: PortOneChannel[];
  /** The PORTONE_* variables for an app that talks to this stand-in. */
  env: Record<string, string>;
  setPayment(input: StandInPaymentInput): void;
  /** The payment as the API answers it now. */
  payment(id: string): Payment | undefined;
  cancellations(id: string): SucceededPaymentCancellation[];
  requests: StandInRequest[];
  /** The next request (of any kind) fails this way; several calls queue. */
  failNext(failure: StandInFailure): void;
  /**
   * The next refund is answered REQUESTED (as a PG that refunds later does) and applied only when
   * `settleRequested` is called.
   */
  requestNextCancellation(): void;
  /** Applies the refunds answered REQUESTED for this payment, as PortOne does once its PG finished them. */
  settleRequested(id: string): void;
  /** A V2 (2024-04-25) transaction webhook body for a payment of this stand-in. */
  transactionEvent(type: string, paymentId: string, data?: Record<string, string>): object;
  /**
   * Signs as PortOne does (Standard Webhooks) the body (JSON-encoded unless a string); `secret` and
   * `timestamp` let a test forge or age one.
   */
  signWebhook(
    body: object | string,
    options?: { timestamp?: Date; id?: string; secret?: string },
  ): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

interface StoredPayment {
  id: string;
  storeId: string;
  status: GatewayPaymentStatus;
  total: number;
  cancelled: number;
  currency: string;
  method?: string;
  channelKey?: string;
  orderName: string;
  transactionId: string;
  pgTxId: string;
  requestedAt: Date;
  updatedAt: Date;
  paidAt?: Date;
  cancelledAt?: Date;
  cancellations: SucceededPaymentCancellation[];
}

/**
 * A local stand-in of PortOne V2's REST API: the calls the server SDK makes for `getPayment` and
 * `cancelPayment`, answered in the SDK's own shapes and with PortOne's error bodies, so tests (and the
 * e2e app, through PORTONE_API_BASE_URL) run the real SDK without the network.
 */
export async function startPortOneStandIn(): Promise<PortOneStandIn> {
  const storeId = `store-${randomUUID()}`;
  const apiSecret = randomBytes(32).toString('base64url');
  const webhookSecret = `whsec_${randomBytes(32).toString('base64')}`;
  const channels: PortOneChannel[] = [
    { method: 'card', channelKey: `channel-key-${randomUUID()}` },
    { method: 'alipay', channelKey: `channel-key-${randomUUID()}` },
    { method: 'wechatpay', channelKey: `channel-key-${randomUUID()}` },
  ];
  const payments = new Map<string, StoredPayment>();
  const requests: StandInRequest[] = [];
  const failures: StandInFailure[] = [];
  let requestNext = false;
  const requested = new Map<string, SucceededPaymentCancellation[]>();

  const server = createServer((req, res) => {
    readBody(req).then(
      (raw) => handle(req, res, raw),
      () => req.socket.destroy(),
    );
  });

  function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    requests.push({ method: req.method ?? '', path: req.url ?? '', auth: req.headers.authorization, body });

    const failure = failures.shift();
    if (failure === 'drop') return void req.socket.destroy();
    if (failure === 'hang') return;
    if (typeof failure?.body === 'string') {
      return void res.writeHead(failure.status, { 'content-type': 'text/html' }).end(failure.body);
    }
    if (failure) return send(res, failure.status, failure.body);

    if (req.headers.authorization !== `PortOne ${apiSecret}`) {
      return send(res, 401, { type: 'UNAUTHORIZED', message: '인증 정보가 올바르지 않습니다.' });
    }
    const match = /^\/payments\/([^/]+)(\/cancel)?$/.exec(url.pathname);
    if (!match)
      return send(res, 404, { type: 'NOT_FOUND', message: `No route ${req.method} ${url.pathname}` });
    const paymentId = decodeURIComponent(match[1]);
    // The SDK sends getPayment's store as a query parameter and cancelPayment's in the body; without
    // one, PortOne uses the store of the credentials. This secret opens this store only.
    const askedStore =
      (match[2] ? (body as { storeId?: string } | undefined)?.storeId : url.searchParams.get('storeId')) ??
      storeId;
    if (askedStore !== storeId) {
      return send(res, 403, { type: 'FORBIDDEN', message: '요청이 거절되었습니다.' });
    }
    const payment = payments.get(paymentId);
    if (!payment || payment.storeId !== askedStore) {
      return send(res, 404, { type: 'PAYMENT_NOT_FOUND', message: '결제 건이 존재하지 않습니다.' });
    }
    if (!match[2] && req.method === 'GET') return send(res, 200, render(payment));
    if (match[2] && req.method === 'POST') return cancel(res, payment, body);
    return send(res, 404, { type: 'NOT_FOUND', message: `No route ${req.method} ${url.pathname}` });
  }

  function cancel(res: ServerResponse, payment: StoredPayment, body: unknown) {
    const request = (typeof body === 'object' && body !== null ? body : {}) as {
      amount?: unknown;
      reason?: unknown;
      currentCancellableAmount?: unknown;
    };
    if (payment.status === 'CANCELLED') {
      return send(res, 409, { type: 'PAYMENT_ALREADY_CANCELLED', message: '결제가 이미 취소되었습니다.' });
    }
    if (payment.status !== 'PAID' && payment.status !== 'PARTIAL_CANCELLED') {
      return send(res, 409, { type: 'PAYMENT_NOT_PAID', message: '결제가 완료되지 않았습니다.' });
    }
    const cancellable = payment.total - payment.cancelled;
    const amount = request.amount ?? cancellable;
    if (typeof request.reason !== 'string' || !Number.isSafeInteger(amount) || (amount as number) <= 0) {
      return send(res, 400, { type: 'INVALID_REQUEST', message: '요청된 입력 정보가 유효하지 않습니다.' });
    }
    if (request.currentCancellableAmount !== undefined && request.currentCancellableAmount !== cancellable) {
      return send(res, 409, {
        type: 'CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN',
        message: '취소 가능 잔액 검증에 실패했습니다.',
      });
    }
    if ((amount as number) > cancellable) {
      return send(res, 409, {
        type: 'CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT',
        message: '결제 취소 금액이 취소 가능 금액을 초과했습니다.',
      });
    }
    const now = new Date();
    const cancellation: SucceededPaymentCancellation = {
      status: 'SUCCEEDED',
      id: `cancellation-${randomUUID()}`,
      pgCancellationId: `pg-cancel-${randomUUID()}`,
      totalAmount: amount as number,
      taxFreeAmount: 0,
      vatAmount: Math.floor((amount as number) / 11),
      reason: request.reason,
      cancelledAt: now.toISOString(),
      requestedAt: now.toISOString(),
      trigger: 'API',
    };
    if (requestNext) {
      requestNext = false;
      requested.set(payment.id, [...(requested.get(payment.id) ?? []), cancellation]);
      const { status: _done, cancelledAt: _at, pgCancellationId: _pg, ...rest } = cancellation;
      return send(res, 200, { cancellation: { ...rest, status: 'REQUESTED' } });
    }
    applyCancellation(payment, cancellation, now);
    send(res, 200, { cancellation });
  }

  function applyCancellation(payment: StoredPayment, cancellation: SucceededPaymentCancellation, now: Date) {
    payment.cancellations.push(cancellation);
    payment.cancelled += cancellation.totalAmount;
    payment.status = payment.cancelled === payment.total ? 'CANCELLED' : 'PARTIAL_CANCELLED';
    payment.cancelledAt = now;
    payment.updatedAt = now;
  }

  function render(p: StoredPayment): Payment {
    const channelKey =
      p.channelKey ??
      channels.find(({ method }) => method === p.method)?.channelKey ??
      channels[0].channelKey;
    const base = {
      id: p.id,
      transactionId: p.transactionId,
      merchantId: 'merchant-stand-in',
      storeId: p.storeId,
      method: sdkMethod(p.method),
      channel: {
        type: 'TEST',
        id: 'channel-id-stand-in',
        key: channelKey,
        name: 'stand-in',
        pgProvider: 'EXIMBAY_V2',
        pgMerchantId: 'pg-merchant-stand-in',
      },
      version: 'V2',
      requestedAt: p.requestedAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
      statusChangedAt: p.updatedAt.toISOString(),
      orderName: p.orderName,
      amount: {
        total: p.total,
        taxFree: 0,
        vat: Math.floor(p.total / 11),
        supply: p.total - Math.floor(p.total / 11),
        discount: 0,
        paid: ['READY', 'PENDING', 'VIRTUAL_ACCOUNT_ISSUED', 'FAILED'].includes(p.status) ? 0 : p.total,
        cancelled: p.cancelled,
        cancelledTaxFree: 0,
      },
      currency: p.currency,
      customer: {},
    };
    const paidAt = (p.paidAt ?? p.updatedAt).toISOString();
    switch (p.status) {
      case 'READY':
        return { ...base, status: 'READY' };
      case 'PENDING':
        return { ...base, status: 'PAY_PENDING', pgTxId: p.pgTxId };
      case 'VIRTUAL_ACCOUNT_ISSUED':
        return { ...base, status: 'VIRTUAL_ACCOUNT_ISSUED', pgTxId: p.pgTxId };
      case 'FAILED':
        return {
          ...base,
          status: 'FAILED',
          failedAt: p.updatedAt.toISOString(),
          failure: { reason: 'declined', pgCode: 'F001', pgMessage: 'declined' },
        };
      case 'PAID':
        return { ...base, status: 'PAID', paidAt, pgTxId: p.pgTxId, disputes: [], cancellations: [] };
      case 'PARTIAL_CANCELLED':
      case 'CANCELLED':
        return {
          ...base,
          status: p.status,
          paidAt,
          pgTxId: p.pgTxId,
          cancellations: p.cancellations,
          cancelledAt: (p.cancelledAt ?? p.updatedAt).toISOString(),
        };
    }
  }

  function sign(body: string, id: string, timestamp: string, secret: string): string {
    const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
    return createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    storeId,
    apiSecret,
    webhookSecret,
    channels,
    env: {
      PORTONE_STORE_ID: storeId,
      PORTONE_API_SECRET: apiSecret,
      PORTONE_WEBHOOK_SECRET: webhookSecret,
      PORTONE_CHANNELS: channels.map(({ method, channelKey }) => `${method}:${channelKey}`).join(','),
      PORTONE_API_BASE_URL: url,
    },
    requests,
    setPayment(input) {
      const now = new Date();
      payments.set(input.id, {
        id: input.id,
        storeId: input.storeId ?? storeId,
        status: input.status,
        total: input.amount,
        cancelled: input.cancelledAmount ?? (input.status === 'CANCELLED' ? input.amount : 0),
        currency: input.currency ?? 'KRW',
        method: input.method,
        channelKey: input.channelKey,
        orderName: input.orderName ?? 'Stand-in order',
        transactionId: randomUUID(),
        pgTxId: `pg-tx-${randomUUID()}`,
        requestedAt: now,
        updatedAt: now,
        paidAt: input.paidAt,
        cancellations: [],
      });
    },
    payment: (id) => {
      const stored = payments.get(id);
      return stored && render(stored);
    },
    cancellations: (id) => [...(payments.get(id)?.cancellations ?? [])],
    failNext: (failure) => void failures.push(failure),
    requestNextCancellation: () => void (requestNext = true),
    settleRequested(id) {
      const payment = payments.get(id);
      for (const cancellation of requested.get(id) ?? []) {
        if (payment)
          applyCancellation(payment, { ...cancellation, cancelledAt: new Date().toISOString() }, new Date());
      }
      requested.delete(id);
    },
    transactionEvent(type, paymentId, data = {}) {
      const stored = payments.get(paymentId);
      return {
        type,
        timestamp: new Date().toISOString(),
        data: {
          paymentId,
          storeId: stored?.storeId ?? storeId,
          transactionId: stored?.transactionId ?? randomUUID(),
          ...data,
        },
      };
    },
    signWebhook(body, options = {}) {
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      const id = options.id ?? `msg_${randomUUID()}`;
      const timestamp = String(Math.floor((options.timestamp ?? new Date()).getTime() / 1000));
      return {
        body: text,
        headers: {
          'content-type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': timestamp,
          'webhook-signature': `v1,${sign(text, id, timestamp, options.secret ?? webhookSecret)}`,
        },
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

function sdkMethod(method: string | undefined): PaymentMethod | undefined {
  if (method === undefined) return undefined;
  if (method === 'card') return { type: 'PaymentMethodCard' };
  return { type: 'PaymentMethodEasyPay', provider: method === 'wechatpay' ? 'WECHAT' : method.toUpperCase() };
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
