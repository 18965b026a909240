import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  type PaymentKind,
  type PaymentMethod,
} from '../../../../domain/payment.js';
import { GuestBooking } from '../booking/guest-booking.entity.js';

export const PaymentMethodEnum = Object.fromEntries(PAYMENT_METHODS.map((m) => [m, m])) as {
  [M in PaymentMethod]: M;
};
registerEnumType(PaymentMethodEnum, {
  name: 'PaymentMethod',
  description: 'How the money came.',
  valuesConfig: {
    bank_transfer: { description: 'A bank transfer (what the site asks guests for).' },
    cash_on_site: { description: 'Cash paid on the day.' },
    card_on_site: { description: 'Card paid on the day.' },
    online: {
      description: 'Paid online through PortOne (card, Alipay, WeChat Pay): the reference names it.',
    },
    other: { description: 'Any other way (say how in the note).' },
  },
});

export const PaymentKindEnum = Object.fromEntries(PAYMENT_KINDS.map((k) => [k, k])) as {
  [K in PaymentKind]: K;
};
registerEnumType(PaymentKindEnum, {
  name: 'PaymentKind',
  description: 'Which way the money went.',
  valuesConfig: {
    payment: { description: 'Money that came from the guest.' },
    refund: { description: 'Money that went back to the guest.' },
  },
});

/**
 * One payment or refund recorded against a booking (the amount is always positive; the kind says
 * which way the money went). Records are the
 * truth: the booking's payment status is derived from them. Never deleted: a mistake is voided, with
 * a reason, and stays in the history.
 */
@ObjectType({
  description:
    'A payment (recorded by staff or imported from a bank statement) or a refund staff recorded (admin only).',
})
@Entity({ tableName: 'payment' })
@Index({ properties: ['booking', 'createdAt'] })
@Check({ name: 'payment_amount_check', expression: 'amount > 0' })
export class Payment {
  [OptionalProps]?: 'createdAt' | 'reference' | 'note' | 'statementKey' | 'kind';

  @Field(() => Int, { description: 'Unique id of the record.' })
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => GuestBooking, { deleteRule: 'cascade' })
  booking!: GuestBooking;

  @Field(() => PaymentKindEnum, { description: 'A payment (money came) or a refund (money went back).' })
  @Enum({ items: () => PaymentKindEnum, default: 'payment' })
  kind: PaymentKind = 'payment';

  @Field(() => Int, { description: 'KRW, more than 0 (a refund is its kind, never a negative amount).' })
  @Property({ type: 'integer' })
  amount!: number;

  @Field(() => PaymentMethodEnum, { description: 'How the money came (or went back, for a refund).' })
  @Enum({ items: () => PaymentMethodEnum })
  method!: PaymentMethod;

  @Field({ description: 'The day the money came, or went back for a refund (YYYY-MM-DD, Asia/Seoul).' })
  @Property({ type: 'date' })
  paidAt!: string;

  @Field({ description: 'The transfer reference or the depositor name.' })
  @Property({ type: 'text', default: '' })
  reference: string = '';

  @Field({ description: 'Staff note (may be empty).' })
  @Property({ type: 'text', default: '' })
  note: string = '';

  @Field({ description: 'The staff member who recorded it (or "bank statement" for an import).' })
  @Property({ length: 100 })
  createdBy!: string;

  @Field(() => GraphQLISODateTime, { description: 'When it was recorded (ISO 8601, UTC).' })
  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When it was voided (ISO 8601, UTC); null: counts.',
  })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  voidedAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'Username of the admin who voided it.' })
  @Property({ length: 100, nullable: true })
  voidedBy?: string | null;

  @Field(() => String, { nullable: true, description: 'Why it was voided.' })
  @Property({ type: 'text', nullable: true })
  voidReason?: string | null;

  /** The statement row it was imported from (a digest): the same row imported twice never pays twice. */
  @Property({ length: 64, nullable: true, unique: true, hidden: true })
  statementKey?: string | null;
}
