import type { AppContext } from '../../../context.js';
import { restRoutes } from '../../../rest/api-routes.js';
import { arr, dateTime, int, nullable, obj, str } from '../../../rest/json-schema.js';
import { GuestBooking } from '../../booking/guest-booking.entity.js';
import { onlineRefundSchema } from '../../../../../domain/schemas/payment.js';
import { idParam } from '../../../rest/route.js';
import { BOOKING_ERRORS } from '../../booking/booking.errors.js';
import { lookupPayment, REST_PAYMENT, toRestPayment } from '../payment.rest.js';
import { WebhookRefused } from '../portone/portone.gateway.js';
import { badInput, notFound } from '../../../common/errors.js';
import type { WithRawBody } from '../../../rest/raw-body.js';
import { completeOnlinePayment } from './online-payment-completion.service.js';
import { ONLINE_PAYMENT_ERRORS } from './online-payment.errors.js';
import { gatewayOf } from './online-payment.helpers.js';
import { guestOnlinePayments } from './online-payment.reads.js';
import { reconcileRefunds, refundOnline } from './online-payment-refund.service.js';
import { payLinkOf, paymentPartOf, startBookingPayment } from './online-payment-start.service.js';

/** The payment to make now, as a guest's browser hands it to PortOne's browser SDK. */
export const REST_PAYMENT_PART = obj({
  provider: { type: 'string', enum: ['portone'] },
  paymentId: str,
  storeId: str,
  channels: arr(obj({ method: str, channelKey: str })),
  amount: { ...int, description: 'In KRW, which has no minor unit: 50,000 KRW is 50000' },
  currency: str,
  orderName: str,
  holdExpiresAt: nullable(dateTime),
});

/** The payment part of an application's answer (booking.rest.ts ReceiptPayment). */
export const receiptPayment = {
  schema: REST_PAYMENT_PART,
  of: (ctx: AppContext, bookingId: number) => paymentPartOf(ctx, bookingId),
};

/** The guest's look-up: the "Pay now" link's token while it may be paid online, and its online payments. */
export const lookupOnline = {
  fields: {
    payToken: nullable({
      ...str,
      description: 'The "Pay now" link is /pay/<payToken>; null when nothing can be paid online now',
    }),
    onlinePayments: arr(
      obj({
        provider: str,
        method: nullable(str),
        amount: int,
        refundedAmount: int,
        state: { type: 'string', enum: ['paid', 'refunding', 'refunded'] },
        createdAt: dateTime,
      }),
    ),
  },
  of: async (ctx: AppContext, bookingId: number) => {
    const booking = await ctx.em.findOneOrFail(GuestBooking, { id: bookingId });
    const link = await payLinkOf(ctx.em, ctx.config, ctx.hasher, booking);
    const online = await guestOnlinePayments(ctx.em, bookingId);
    return {
      payToken: link?.token ?? null,
      onlinePayments: online.map((p) => ({
        provider: p.provider,
        method: p.method ?? null,
        amount: p.amount,
        refundedAmount: p.refundedAmount,
        state: p.state,
        createdAt: p.createdAt,
      })),
    };
  },
};

export function onlinePaymentRoutes() {
  const api = restRoutes('Payments');
  api.post(
    '/guest-bookings/pay',
    {
      summary: 'Open a booking\'s "Pay now" link',
      description:
        "The token of the link in the approval mail and on the look-up page (/pay/<token>). Answers the booking as the pay page shows it (nothing personal) and the payment to hand PortOne's browser SDK (an attempt started, or the open one reused), or `refusal`: paid, not_due (waiting for staff), deadline_passed, hold_ended, cancelled, off (online payment is off).",
      body: {
        schema: obj({ token: str }),
        example: { token: '123.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' },
      },
      response: {
        description: 'The booking and what may be paid now',
        schema: obj({
          bookingId: int,
          status: str,
          itemId: int,
          itemTitle: str,
          bookingDate: str,
          timeSlot: str,
          numberOfGuests: int,
          language: str,
          amount: { ...int, description: 'KRW that may be paid now; 0 when nothing' },
          currency: str,
          holdExpiresAt: nullable(dateTime),
          payment: nullable(REST_PAYMENT_PART),
          refusal: nullable({
            type: 'string',
            enum: ['paid', 'not_due', 'deadline_passed', 'hold_ended', 'cancelled', 'off'],
          }),
        }),
      },
      errors: { 404: 'Unknown payment link.' },
    },
    (ctx, req) => startBookingPayment(ctx, (req.body as { token?: unknown } | undefined)?.token),
  );
  api.post(
    '/payments/portone/complete',
    {
      summary: 'Complete an online payment (the guest came back from PortOne)',
      description:
        "The server asks PortOne for the payment and records it only when its store, amount and currency match what the booking owes and it is paid; the same answer however many times it is called. 409 when PortOne's amount or currency differs (refunded), 410 when the hold had ended (refund under way).",
      body: { schema: obj({ paymentId: str }), example: { paymentId: 'kc-123-…' } },
      response: {
        description: 'The booking: its status and payment part',
        schema: obj({ id: int, status: str, payment: nullable(lookupPayment.schema) }),
      },
      errors: { 404: 'Unknown payment.', 409: 'Not paid, or not what is due.', 410: 'The hold had ended.' },
    },
    async (ctx, req) => {
      const { bookingId } = await completeOnlinePayment(
        ctx,
        (req.body as { paymentId?: unknown })?.paymentId,
      );
      const booking = await ctx.em.fork().findOneOrFail(GuestBooking, { id: bookingId });
      return { id: booking.id, status: booking.status, payment: await lookupPayment.of(ctx, booking.id) };
    },
  );
  api.post(
    '/guest-bookings/:id/payments/:paymentId/refund',
    {
      summary: 'Refund an online payment (all or part) through PortOne',
      auth: 'admin',
      description:
        "paymentId is the payment record (method online). PortOne is asked with the refundable amount the site knows as a guard; the same refund again within two minutes answers the first. Done: a refund record, the guest is mailed; requested: PortOne finishes later. A refusal is 409 and an unanswered call 503, both in the booking's activity log.",
      body: { schema: onlineRefundSchema, example: { amount: 25000, reason: 'One guest could not come' } },
      params: { id: 1, paymentId: 1 },
      response: {
        description: 'done (with the refund record) or requested',
        schema: obj({
          state: { type: 'string', enum: ['done', 'requested'] },
          refund: nullable(REST_PAYMENT),
        }),
      },
      errors: { 409: 'More than is refundable, or PortOne refused it.' },
    },
    async (ctx, req) => {
      const { state, refund } = await refundOnline(
        ctx,
        idParam(req, BOOKING_ERRORS.notFound),
        idParam(req, ONLINE_PAYMENT_ERRORS.notFound, 'paymentId'),
        req.body,
      );
      return { state, refund: refund && toRestPayment(refund) };
    },
  );
  api.post(
    '/payments/portone/webhook',
    {
      summary: "PortOne's webhook",
      description:
        'Server to server, signed as Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature` over the raw body, PORTONE_WEBHOOK_SECRET). A payment of this store is completed as the guest\'s return completes it; a refund it finished (Transaction.Cancelled / PartialCancelled: one answered "requested", or made in PortOne\'s console) is recorded; 200 whatever came of it (so PortOne does not retry what is settled), 400 without a valid signature (nothing recorded).',
      body: {
        schema: obj({
          type: str,
          timestamp: str,
          data: obj({ storeId: str, paymentId: str, transactionId: str }),
        }),
        example: {
          type: 'Transaction.Paid',
          timestamp: '2026-12-01T05:00:00.000Z',
          data: { storeId: 'store-…', paymentId: 'kc-123-…', transactionId: '…' },
        },
      },
      headers: {
        'webhook-id': { schema: str, description: "The message's id" },
        'webhook-timestamp': { schema: str, description: 'Seconds since the epoch (within 5 minutes)' },
        'webhook-signature': { schema: str, description: 'v1,<base64 HMAC-SHA256 of id.timestamp.body>' },
      },
      response: { description: 'Received', schema: obj({ received: { type: 'boolean' } }) },
      errors: { 404: 'Online payment is off.' },
    },
    async (ctx, req) => {
      if (!ctx.config.portone) throw notFound(ONLINE_PAYMENT_ERRORS.off);
      let event;
      try {
        event = await gatewayOf(ctx.config).verifyWebhook((req as WithRawBody).rawBody ?? '', req.headers);
      } catch (error) {
        if (error instanceof WebhookRefused) throw badInput('The webhook signature is not valid.');
        throw error;
      }
      if (
        event.paymentId &&
        event.storeId === ctx.config.portone.storeId &&
        event.type.startsWith('Transaction.')
      ) {
        try {
          // A refund finished (one PortOne answered "requested", or made in its console): recorded.
          if (event.type === 'Transaction.Cancelled' || event.type === 'Transaction.PartialCancelled')
            await reconcileRefunds(ctx, event.paymentId);
          else await completeOnlinePayment(ctx, event.paymentId);
        } catch (error) {
          // Not ours, not paid yet, refused or refunded: said in the booking's log; PortOne need not retry.
          ctx.logger.info(
            { err: error, paymentId: event.paymentId, type: event.type },
            'portone webhook not recorded',
          );
        }
      }
      return { received: true };
    },
  );
  return api;
}
