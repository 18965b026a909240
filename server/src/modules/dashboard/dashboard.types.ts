import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    "One slot of today or tomorrow (Seoul) with applications: its guests against the item's capacity.",
})
export class DashboardSlot {
  @Field(() => Int)
  itemId!: number;

  @Field()
  itemTitle!: string;

  @Field({ description: 'YYYY-MM-DD, Seoul.' })
  date!: string;

  @Field({ description: 'HH:MM, Seoul.' })
  timeSlot!: string;

  @Field(() => Int, { description: 'Guests of the confirmed applications.' })
  confirmedGuests!: number;

  @Field(() => Int, { description: 'Guests of the applications awaiting a decision.' })
  pendingGuests!: number;

  @Field(() => Int, { description: "The item's capacity per slot (max guests)." })
  capacity!: number;
}

@ObjectType({ description: "The back office's home: what needs attention now." })
export class AdminDashboard {
  @Field({ description: "Today's date in Seoul (YYYY-MM-DD)." })
  today!: string;

  @Field({ description: "Tomorrow's date in Seoul (YYYY-MM-DD)." })
  tomorrow!: string;

  @Field(() => Int, { description: 'Applications awaiting a decision.' })
  pendingBookings!: number;

  @Field(() => Int, { description: 'Reviews awaiting moderation.' })
  pendingReviews!: number;

  @Field(() => [DashboardSlot], {
    description:
      'Slots of today and tomorrow with pending or confirmed applications, by date, time and item.',
  })
  slots!: DashboardSlot[];
}
