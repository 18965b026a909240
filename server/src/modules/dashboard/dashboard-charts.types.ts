import { Field, Int, ObjectType } from 'type-graphql';
import { LanguageEnum } from '../../common/enums.js';

@ObjectType({ description: 'Applications received on one Seoul day.' })
export class DailyApplications {
  @Field({ description: 'YYYY-MM-DD, Asia/Seoul.' })
  date!: string;

  @Field(() => Int, { description: 'Applications received that day (any status).' })
  applications!: number;

  @Field(() => Int, { description: 'Guests in those applications.' })
  guests!: number;
}

@ObjectType({ description: 'Confirmed seats against the seats offered on one coming Seoul day.' })
export class DailyOccupancy {
  @Field({ description: 'YYYY-MM-DD, Asia/Seoul.' })
  date!: string;

  @Field(() => Int, { description: 'Guests of confirmed bookings that day.' })
  confirmedGuests!: number;

  @Field(() => Int, {
    description: "Seats offered: each active item's bookable slots that day times its maximum guests.",
  })
  capacity!: number;
}

@ObjectType({ description: 'Applications of one guest language in the period.' })
export class LanguageShare {
  @Field(() => LanguageEnum, { description: 'The guest language.' })
  language!: LanguageEnum;

  @Field(() => Int, { description: 'Applications in that language (any status).' })
  bookings!: number;

  @Field(() => Int, { description: 'Guests in them.' })
  guests!: number;
}

@ObjectType({ description: 'One of the items with most applications in the period.' })
export class TopItem {
  @Field(() => Int, { description: 'The item id.' })
  itemId!: number;

  @Field({ description: 'The item title.' })
  title!: string;

  @Field(() => Int, { description: 'Applications in the period, cancelled ones left out.' })
  applications!: number;

  @Field(() => Int, { description: 'Guests in those applications.' })
  guests!: number;
}

@ObjectType({ description: 'The dashboard charts: SQL aggregates over Seoul dates.' })
export class DashboardCharts {
  @Field({ description: 'The first day of the 30-day period (YYYY-MM-DD, Asia/Seoul).' })
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
