import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { GuestBooking } from '../../booking/guest-booking.entity.js';

/** Where an online payment stands on our side (PortOne keeps its own, re-read on every completion). */
export const ONLINE_PAYMENT_STATES = ['requested', 'paid', 'failed', 'refunding', 'refunded'] as const;
export type OnlinePaymentState = (typeof ONLINE_PAYMENT_STATES)[number];

/**
 * One attempt to pay a booking online (issue 37): its id is the PortOne payment id the browser pays
 * under, and the amount and currency are fixed here from the booking when the attempt starts, so what
 * PortOne reports is checked against what the server asked, never against what a browser says.
 */
@Entity({ tableName: 'online_payment' })
@Index({ properties: ['booking', 'createdAt'] })
// The re-check job: attempts still open, oldest first.
@Index({
  name: 'online_payment_open_index',
  expression: `create index "online_payment_open_index" on "online_payment" ("created_at") where "state" in ('requested', 'refunding')`,
})
// Refunds PortOne answered "requested": the re-check job looks at them again.
@Index({
  name: 'online_payment_refund_requested_index',
  expression: `create index "online_payment_refund_requested_index" on "online_payment" ("refund_requested_at") where "refund_requested_at" is not null`,
})
@Check({ name: 'online_payment_amount_check', expression: 'amount > 0 and refunded_amount >= 0' })
@Check({
  name: 'online_payment_state_check',
  expression: `state in (${ONLINE_PAYMENT_STATES.map((s) => `'${s}'`).join(', ')})`,
})
export class OnlinePayment {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'state' | 'refundedAmount' | 'provider';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => GuestBooking, { deleteRule: 'cascade' })
  booking!: GuestBooking;

  @Property({ length: 20, default: 'portone' })
  provider: string = 'portone';

  /** The id the payment is made under at PortOne (unguessable; the browser SDK's `paymentId`). */
  @Property({ length: 64, unique: true })
  paymentId!: string;

  /** In the currency's major unit for KRW (no minor unit: 50,000 KRW is 50000). */
  @Property({ type: 'integer' })
  amount!: number;

  @Property({ length: 3 })
  currency!: string;

  @Property({ type: 'text', default: 'requested' })
  state: OnlinePaymentState = 'requested';

  /** How the guest paid (card, alipay, wechatpay), once PortOne says. */
  @Property({ type: 'text', nullable: true })
  method?: string | null;

  /** The PG's transaction id, once paid. */
  @Property({ type: 'text', nullable: true })
  pgTxId?: string | null;

  /** What has gone back to the guest through PortOne. */
  @Property({ type: 'integer', default: 0 })
  refundedAmount: number = 0;

  /** When a refund PortOne answered "requested" was asked (the job looks again until it is done); else null. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  refundRequestedAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
