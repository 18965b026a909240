import { Field, Int, ObjectType } from 'type-graphql';
import { LanguageEnum } from '../../common/enums.js';

@ObjectType({ description: 'Applications received on one Seoul day.' })
export class DailyApplications {
  @Field({ description: 'YYYY-MM-DD, Seoul.' })
  date!: string;

  @Field(() => Int, { description: 'Applications received that day (any status).' })
  applications!: number;

  @Field(() => Int, { description: 'Guests in those applications.' })
  guests!: number;
}

@ObjectType({ description: 'Confirmed seats against the seats offered on one coming Seoul day.' })
export class DailyOccupancy {
  @Field({ description: 'YYYY-MM-DD, Seoul.' })
  date!: string;

  @Field(() => Int, { description: 'Guests of confirmed bookings that day.' })
  confirmedGuests!: number;

  @Field(() => Int, {
    description: "Seats offered: each active item's bookable slots that day times its maximum guests.",
  })
  capacity!: number;
}

@ObjectType()
export class LanguageShare {
  @Field(() => LanguageEnum)
  language!: LanguageEnum;

  @Field(() => Int)
  bookings!: number;

  @Field(() => Int)
  guests!: number;
}

@ObjectType()
export class TopItem {
  @Field(() => Int)
  itemId!: number;

  @Field()
  title!: string;

  @Field(() => Int, { description: 'Applications in the period, cancelled ones left out.' })
  applications!: number;

  @Field(() => Int)
  guests!: number;
}

@ObjectType({ description: 'The dashboard charts: SQL aggregates over Seoul dates.' })
export class DashboardCharts {
  @Field({ description: 'The first day of the 30-day period (YYYY-MM-DD, Seoul).' })
  from!: string;

  @Field({ description: 'Today, its last day.' })
  to!: string;

  @Field(() => [DailyApplications], { description: 'The last 30 days, one entry per day (zeros included).' })
  applicationsPerDay!: DailyApplications[];

  @Field(() => [DailyOccupancy], { description: 'Today and the 13 days after.' })
  occupancy!: DailyOccupancy[];

  @Field(() => [LanguageShare], {
    description: 'Applications of the period by guest language, every language.',
  })
  bookingsByLanguage!: LanguageShare[];

  @Field(() => [TopItem], { description: 'The five items with most applications in the period.' })
  topItems!: TopItem[];
}
