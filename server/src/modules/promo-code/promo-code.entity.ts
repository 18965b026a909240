import { OptionalProps } from '@mikro-orm/core';
import { Check, Entity, Enum, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PROMO_KINDS, type PromoKind } from '../../../../domain/promo.js';
import { BaseEntity } from '../../common/base.entity.js';

export const PromoKindEnum = Object.fromEntries(PROMO_KINDS.map((k) => [k, k])) as { [K in PromoKind]: K };
registerEnumType(PromoKindEnum, {
  name: 'PromoKind',
  description: 'How a promo code takes money off a booking.',
  valuesConfig: {
    percent: { description: "A percentage of the booking's list total, rounded down to the won." },
    fixed: { description: 'A fixed amount in KRW (never more than the total).' },
  },
});

/**
 * A promo code staff hand out (issue 41 point 3): its discount and where it applies. Its uses are the
 * live bookings that carry it (counted under the code's lock when a booking is stored: booking.store.ts),
 * so a cancelled or expired booking gives its use back without a counter to keep.
 */
@ObjectType({ description: 'A promo code and its rules. Admin session only.' })
@Entity({ tableName: 'promo_code' })
@Check({ name: 'promo_code_value_check', expression: `value >= 1 and (kind <> 'percent' or value <= 100)` })
export class PromoCode extends BaseEntity {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'experienceIds' | 'active';

  @Field({ description: 'The code, upper-case (guests may type it in any case).' })
  @Unique()
  @Property({ length: 32 })
  code!: string;

  @Field(() => PromoKindEnum, { description: 'percent or fixed.' })
  @Enum({ items: [...PROMO_KINDS] })
  kind!: PromoKind;

  @Field(() => Int, { description: 'The percentage (1-100) or the KRW amount.' })
  @Property({ type: 'integer' })
  value!: number;

  @Field(() => [Int], { description: 'The items it applies to; empty: every item.' })
  @Property({ type: 'json', default: '[]' })
  experienceIds: number[] = [];

  @Field(() => String, {
    nullable: true,
    description: 'Bookings made from this Seoul date (YYYY-MM-DD); null: open.',
  })
  @Property({ type: 'date', nullable: true })
  bookingFrom?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Bookings made until this Seoul date, included; null: open.',
  })
  @Property({ type: 'date', nullable: true })
  bookingUntil?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Visits from this date (YYYY-MM-DD, Seoul); null: open.',
  })
  @Property({ type: 'date', nullable: true })
  travelFrom?: string | null;

  @Field(() => String, { nullable: true, description: 'Visits until this date, included; null: open.' })
  @Property({ type: 'date', nullable: true })
  travelUntil?: string | null;

  @Field(() => Int, { nullable: true, description: 'Live uses allowed in all; null: no limit.' })
  @Property({ type: 'integer', nullable: true })
  maxUses?: number | null;

  @Field(() => Int, { nullable: true, description: 'Live uses allowed per guest e-mail; null: no limit.' })
  @Property({ type: 'integer', nullable: true })
  maxUsesPerEmail?: number | null;

  @Field(() => Int, { nullable: true, description: 'The fewest guests a booking needs; null: any.' })
  @Property({ type: 'integer', nullable: true })
  minGuests?: number | null;

  @Field({ description: 'Switched on; false: refused like an unknown code.' })
  @Property({ default: true })
  active: boolean = true;
}
