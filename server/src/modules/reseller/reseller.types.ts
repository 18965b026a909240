import { Field, Float, GraphQLISODateTime, InputType, Int, ObjectType } from 'type-graphql';
import type { ResellerFigures, ResellerItemView, ResellerKeyView, ResellerView } from './reseller.view.js';

@ObjectType({ description: "A reseller's API key as lists show it (never the key or its hash). Owner only." })
export class ResellerApiKeyType implements ResellerKeyView {
  @Field(() => Int, { description: 'The key id.' })
  id!: number;

  @Field({ description: 'The first characters (octo_…), to tell keys apart.' })
  prefix!: string;

  @Field(() => GraphQLISODateTime, { description: 'When it was issued.' })
  createdAt!: Date;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When it was revoked; null: the key works.',
  })
  revokedAt!: Date | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'Its last OCTO request (saved every few seconds); null: never used.',
  })
  lastUsedAt!: Date | null;
}

@ObjectType({ description: "A reseller's bookings and OCTO traffic. Owner only." })
export class ResellerFiguresType implements ResellerFigures {
  @Field(() => Int, { description: 'Its confirmed bookings.' })
  bookings!: number;

  @Field(() => Float, { description: "KRW: the sum of its confirmed bookings' total prices." })
  revenue!: number;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Its last OCTO request; null: none yet.' })
  lastRequestAt!: Date | null;

  @Field(() => Int, { description: 'Its OCTO requests answered 4xx or 5xx in the last 24 hours.' })
  errors!: number;
}

@ObjectType({ description: 'An item a reseller may sell, by its id and title. Owner only.' })
export class ResellerItemType implements ResellerItemView {
  @Field(() => Int, { description: 'The item id.' })
  id!: number;

  @Field({ description: "The item's title." })
  title!: string;
}

@ObjectType({
  description: 'A company selling our seats through the OCTO API (docs/resellers.md). Owner only.',
})
export class ResellerType implements ResellerView {
  @Field(() => Int, { description: 'The reseller id.' })
  id!: number;

  @Field({ description: 'Its name, as staff see it on bookings.' })
  name!: string;

  @Field({ description: "Its team's contact e-mail (never sent to guests)." })
  email!: string;

  @Field(() => [Int], { nullable: true, description: 'The items it may sell; null: every active item.' })
  experienceIds!: number[] | null;

  @Field(() => [ResellerItemType], {
    nullable: true,
    description: 'The items of experienceIds with their titles, in the same order; null: every active item.',
  })
  items!: ResellerItemType[] | null;

  @Field(() => Float, { nullable: true, description: 'Its commission in percent; null: none agreed.' })
  commissionPercent!: number | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'Switched off (every key refused); null: active.',
  })
  disabledAt!: Date | null;

  @Field(() => GraphQLISODateTime, { description: 'When it was added.' })
  createdAt!: Date;

  @Field(() => [ResellerApiKeyType], { description: 'Its keys, newest first.' })
  keys!: ResellerApiKeyType[];

  @Field(() => ResellerFiguresType, { description: 'Bookings, revenue, last request, errors.' })
  figures!: ResellerFiguresType;
}

@ObjectType({ description: 'A new API key, shown this once. Owner only.' })
export class IssuedResellerKey {
  @Field(() => Int, { description: 'The key id (to revoke it).' })
  id!: number;

  @Field({ description: 'The key (octo_…): shown this once, stored only as a hash.' })
  apiKey!: string;

  @Field(() => ResellerType, { description: 'The reseller, with the new key listed.' })
  reseller!: ResellerType;
}

@InputType({ description: 'A new reseller.' })
export class ResellerInput {
  @Field({ description: 'Its name, as staff see it on bookings (at most 200 characters).' })
  name!: string;

  @Field({ description: "Its team's contact e-mail." })
  email!: string;

  @Field(() => [Int], { nullable: true, description: 'The items it may sell; left out: every active item.' })
  experienceIds?: number[] | null;

  @Field(() => Float, { nullable: true, description: 'Its commission in percent (0-100); left out: none.' })
  commissionPercent?: number | null;
}

@InputType({ description: "A reseller's changes: what is left out stays." })
export class ResellerChangesInput {
  @Field({ nullable: true, description: 'Its name (at most 200 characters).' })
  name?: string;

  @Field({ nullable: true, description: "Its team's contact e-mail." })
  email?: string;

  @Field(() => [Int], { nullable: true, description: 'null: every active item.' })
  experienceIds?: number[] | null;

  @Field(() => Float, { nullable: true, description: 'null: none.' })
  commissionPercent?: number | null;

  @Field({ nullable: true, description: 'true: every key refused until switched back on.' })
  disabled?: boolean;
}
