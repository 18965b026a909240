import { startPortOneStandIn, type PortOneStandIn } from '../../../testing/portone-standin.js';
import { parsePortOneConfig, type PortOneConfig } from '../../../config-portone.js';
import {
  GatewayError,
  GatewayRefusal,
  GatewayUnavailable,
  portOneGateway,
  WebhookRefused,
  type OnlinePaymentGateway,
} from './portone.gateway.js';

// The gateway through the real SDK against a local stand-in of PortOne's API (server/src/testing).
let standIn: PortOneStandIn;
let config: PortOneConfig;
let gateway: OnlinePaymentGateway;

beforeAll(async () => {
  standIn = await startPortOneStandIn();
  config = parsePortOneConfig(standIn.env)!;
  gateway = portOneGateway(config);
});
afterAll(() => standIn.close());

let seq = 0;
/** A paid payment of `amount` KRW in the stand-in. */
function paid(amount: number, method = 'card') {
  const id = `booking-1-attempt-${++seq}`;
  standIn.setPayment({ id, amount, status: 'PAID', method, orderName: 'Hanbok day, 2 guests' });
  return id;
}
const lastRequest = () => standIn.requests.at(-1)!;
const refusal = (reason: string) => expect.objectContaining({ name: 'GatewayRefusal', reason });

describe('fetchPayment', () => {
  it("reads a paid payment from PortOne's answer, asking for the configured store", async () => {
    const id = paid(50_000);
    const payment = await gateway.fetchPayment(id);
    expect(payment).toEqual({
      id,
      storeId: standIn.storeId,
      status: 'PAID',
      amount: 50_000,
      cancelledAmount: 0,
      currency: 'KRW',
      method: 'card',
      channelKey: standIn.channels[0].channelKey,
      pgTxId: expect.stringMatching(/^pg-tx-/),
      paidAt: expect.any(Date),
      orderName: 'Hanbok day, 2 guests',
    });
    expect(lastRequest()).toEqual({
      method: 'GET',
      path: `/payments/${id}?storeId=${standIn.storeId}`,
      auth: `PortOne ${standIn.apiSecret}`,
      body: undefined,
    });
  });

  it('names the method for cards, Alipay and WeChat Pay, and maps PortOne states to ours', async () => {
    expect((await gateway.fetchPayment(paid(10_000, 'alipay')))?.method).toBe('alipay');
    expect((await gateway.fetchPayment(paid(10_000, 'wechatpay')))?.method).toBe('wechatpay');
    standIn.setPayment({ id: 'pending-1', amount: 10_000, status: 'PENDING', method: 'alipay' });
    expect(standIn.payment('pending-1')?.status).toBe('PAY_PENDING');
    expect(await gateway.fetchPayment('pending-1')).toMatchObject({ status: 'PENDING', paidAt: undefined });
    standIn.setPayment({ id: 'failed-1', amount: 10_000, status: 'FAILED' });
    expect(await gateway.fetchPayment('failed-1')).toMatchObject({ status: 'FAILED', method: undefined });
  });

  it('is null for a payment PortOne does not have, or has in another store', async () => {
    expect(await gateway.fetchPayment('never-made')).toBeNull();
    standIn.setPayment({ id: 'elsewhere-1', amount: 50_000, status: 'PAID', storeId: 'store-other' });
    expect(await gateway.fetchPayment('elsewhere-1')).toBeNull();
  });

  it('answers a state this SDK does not know as unavailable, never as a payment', async () => {
    standIn.failNext({ status: 200, body: { ...standIn.payment(paid(10_000)), status: 'ON_HOLD' } });
    await expect(gateway.fetchPayment('any')).rejects.toThrow(GatewayUnavailable);
  });
});

describe('cancel', () => {
  it('refunds all of a payment', async () => {
    const id = paid(50_000);
    const result = await gateway.cancel(id, {
      amount: 50_000,
      reason: 'Guest cancelled in the free window',
      currentCancellableAmount: 50_000,
      requester: 'CUSTOMER',
    });
    expect(result).toEqual({
      status: 'SUCCEEDED',
      cancellationId: standIn.cancellations(id)[0].id,
      amount: 50_000,
      cancelledAt: expect.any(Date),
    });
    expect(await gateway.fetchPayment(id)).toMatchObject({ status: 'CANCELLED', cancelledAmount: 50_000 });
  });

  it('refunds part of a payment, then the rest', async () => {
    const id = paid(50_000);
    const guard = (currentCancellableAmount: number, amount: number) =>
      gateway.cancel(id, { amount, reason: 'One guest fewer', currentCancellableAmount });
    expect(await guard(50_000, 20_000)).toMatchObject({ status: 'SUCCEEDED', amount: 20_000 });
    expect(await gateway.fetchPayment(id)).toMatchObject({
      status: 'PARTIAL_CANCELLED',
      amount: 50_000,
      cancelledAmount: 20_000,
    });
    expect(await guard(30_000, 30_000)).toMatchObject({ status: 'SUCCEEDED', amount: 30_000 });
    expect(await gateway.fetchPayment(id)).toMatchObject({ status: 'CANCELLED', cancelledAmount: 50_000 });
    expect(standIn.cancellations(id).map((c) => c.totalAmount)).toEqual([20_000, 30_000]);
  });

  it('is refused when the cancellable amount it was given is stale: a retry pays nothing twice', async () => {
    const id = paid(50_000);
    const request = { amount: 10_000, reason: 'Refund', currentCancellableAmount: 50_000 };
    await gateway.cancel(id, request);
    await expect(gateway.cancel(id, request)).rejects.toEqual(refusal('cancellable_amount_mismatch'));
    expect(standIn.cancellations(id)).toHaveLength(1);
  });

  it('is refused beyond what is left, and for a payment already refunded in full', async () => {
    const id = paid(50_000);
    await expect(
      gateway.cancel(id, { amount: 50_001, reason: 'Too much', currentCancellableAmount: 50_000 }),
    ).rejects.toEqual(refusal('amount_exceeds_cancellable'));
    expect(standIn.cancellations(id)).toEqual([]);
    await gateway.cancel(id, { amount: 50_000, reason: 'All', currentCancellableAmount: 50_000 });
    await expect(
      gateway.cancel(id, { amount: 1, reason: 'Again', currentCancellableAmount: 0 }),
    ).rejects.toEqual(refusal('already_cancelled'));
  });

  it('refuses an amount that is not a whole number above 0 without asking PortOne', async () => {
    const before = standIn.requests.length;
    for (const amount of [0, -5, 10.5]) {
      await expect(
        gateway.cancel('any', { amount, reason: 'x', currentCancellableAmount: 50_000 }),
      ).rejects.toEqual(refusal('invalid_request'));
    }
    expect(standIn.requests).toHaveLength(before);
  });

  it('says when PortOne has only taken the refund request, and never guesses at an unknown answer', async () => {
    const requested = {
      status: 'REQUESTED',
      id: 'cancellation-async',
      totalAmount: 1000,
      taxFreeAmount: 0,
      vatAmount: 90,
      reason: 'x',
      requestedAt: new Date().toISOString(),
    };
    const request = { amount: 1000, reason: 'x', currentCancellableAmount: 1000 };
    standIn.failNext({ status: 200, body: { cancellation: requested } });
    expect(await gateway.cancel('any', request)).toEqual({
      status: 'REQUESTED',
      cancellationId: 'cancellation-async',
      amount: 1000,
      cancelledAt: undefined,
    });
    standIn.failNext({ status: 200, body: { cancellation: { ...requested, status: 'ON_HOLD' } } });
    await expect(gateway.cancel('any', request)).rejects.toThrow(GatewayUnavailable);
  });

  it("carries the PG's code when the card network refuses", async () => {
    standIn.failNext({
      status: 502,
      body: { type: 'PG_PROVIDER', message: 'PG error', pgCode: 'C123', pgMessage: 'Refund window closed' },
    });
    await expect(
      gateway.cancel('any', { amount: 1000, reason: 'x', currentCancellableAmount: 1000 }),
    ).rejects.toEqual(
      expect.objectContaining({ reason: 'pg_provider', pgCode: 'C123', pgMessage: 'Refund window closed' }),
    );
  });
});

describe('errors', () => {
  it('turns a wrong API secret into a refusal to show, not a crash', async () => {
    const wrong = portOneGateway({ ...config, apiSecret: 'not-the-secret' });
    const id = paid(50_000);
    const error = await wrong.fetchPayment(id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayRefusal);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ reason: 'unauthorized' });
    expect(lastRequest().auth).toBe('PortOne not-the-secret');
    await expect(
      wrong.cancel(id, { amount: 50_000, reason: 'x', currentCancellableAmount: 50_000 }),
    ).rejects.toEqual(refusal('unauthorized'));
    expect(standIn.cancellations(id)).toEqual([]);
  });

  it('reports a dropped connection, an error page, an unknown error and silence as unavailable', async () => {
    const failures = [
      'drop',
      { status: 502, body: '<html><body>Bad gateway</body></html>' },
      { status: 500, body: { type: 'INTERNAL_SERVER_ERROR', message: 'boom' } },
    ] as const;
    for (const failure of failures) {
      standIn.failNext(failure);
      await expect(gateway.fetchPayment('any')).rejects.toThrow(GatewayUnavailable);
    }
    standIn.failNext('hang');
    const impatient = portOneGateway(config, { timeoutMs: 200 });
    await expect(
      impatient.cancel('any', { amount: 1000, reason: 'x', currentCancellableAmount: 1000 }),
    ).rejects.toThrow(new GatewayUnavailable('PortOne did not answer in 200 ms (refunding).'));
  });
});

describe('verifyWebhook', () => {
  const paidEvent = () => standIn.transactionEvent('Transaction.Paid', paid(50_000));

  it('reads a webhook signed as PortOne signs it', async () => {
    const event = paidEvent() as { timestamp: string; data: { paymentId: string; transactionId: string } };
    const { body, headers } = standIn.signWebhook(event);
    expect(await gateway.verifyWebhook(body, headers)).toEqual({
      type: 'Transaction.Paid',
      paymentId: event.data.paymentId,
      storeId: standIn.storeId,
      transactionId: event.data.transactionId,
      cancellationId: undefined,
      timestamp: new Date(event.timestamp),
    });
  });

  it('refuses a forged, an altered, an old or an unsigned webhook', async () => {
    const refused = (reason: string) => expect.objectContaining({ name: 'WebhookRefused', reason });
    const forged = standIn.signWebhook(paidEvent(), {
      secret: `whsec_${Buffer.alloc(32, 1).toString('base64')}`,
    });
    await expect(gateway.verifyWebhook(forged.body, forged.headers)).rejects.toEqual(
      refused('bad_signature'),
    );

    const signed = standIn.signWebhook(paidEvent());
    const altered = signed.body.replace('"Transaction.Paid"', '"Transaction.Cancelled"');
    await expect(gateway.verifyWebhook(altered, signed.headers)).rejects.toEqual(refused('bad_signature'));

    const old = standIn.signWebhook(paidEvent(), { timestamp: new Date(Date.now() - 10 * 60_000) });
    await expect(gateway.verifyWebhook(old.body, old.headers)).rejects.toEqual(refused('stale_timestamp'));

    const unsigned: Record<string, string> = { ...signed.headers };
    delete unsigned['webhook-signature'];
    await expect(gateway.verifyWebhook(signed.body, unsigned)).rejects.toEqual(refused('missing_headers'));
    await expect(gateway.verifyWebhook(signed.body, {})).rejects.toBeInstanceOf(WebhookRefused);
  });

  it('refuses a signed body in the old webhook format, or not JSON at all', async () => {
    for (const body of [{ payment_id: 'x', tx_id: 'y', status: 'Paid' }, 'Paid: x']) {
      const signed = standIn.signWebhook(body);
      await expect(gateway.verifyWebhook(signed.body, signed.headers)).rejects.toEqual(
        expect.objectContaining({ name: 'WebhookRefused', reason: 'malformed' }),
      );
    }
  });
});

describe('KRW has no minor unit', () => {
  it('sends and reads 50,000 KRW as 50000', async () => {
    const id = paid(50_000);
    // Received: PortOne's answer carries 50000 and the gateway reads 50000.
    expect(standIn.payment(id)).toMatchObject({ currency: 'KRW', amount: { total: 50000, paid: 50000 } });
    expect(await gateway.fetchPayment(id)).toMatchObject({ amount: 50000, currency: 'KRW' });
    // Sent: the refund request's body says 50000.
    await gateway.cancel(id, { amount: 50_000, reason: 'Full refund', currentCancellableAmount: 50_000 });
    expect(lastRequest()).toMatchObject({
      method: 'POST',
      path: `/payments/${id}/cancel`,
      body: {
        storeId: standIn.storeId,
        amount: 50000,
        currentCancellableAmount: 50000,
        reason: 'Full refund',
      },
    });
    expect(standIn.cancellations(id)[0].totalAmount).toBe(50000);
  });
});
