import { Field, InputType, registerEnumType } from 'type-graphql';
import { CategoryEnum, CultureTagEnum, LanguageEnum } from '../../common/enums.js';

export const ExperienceSortEnum = {
  popularity: 'popularity',
  rating: 'rating',
  priceLow: 'priceLow',
  priceHigh: 'priceHigh',
} as const;
export type ExperienceSortEnum = (typeof ExperienceSortEnum)[keyof typeof ExperienceSortEnum];
registerEnumType(ExperienceSortEnum, {
  name: 'ExperienceSort',
  description: 'popularity = review count (default); price sorts use the discounted price.',
});

/** Storefront list filter (spec §5 "List filters"): OR within a group, AND across groups. */
@InputType()
export class ExperienceFilter {
  @Field(() => LanguageEnum, { nullable: true, description: 'Only experiences offered in this language.' })
  language?: LanguageEnum;

  @Field(() => [CategoryEnum], { nullable: true })
  categories?: CategoryEnum[];

  @Field(() => [CultureTagEnum], { nullable: true })
  cultureTags?: CultureTagEnum[];

  @Field(() => [LanguageEnum], { nullable: true, description: 'The filter panel language group.' })
  languages?: LanguageEnum[];

  @Field({
    nullable: true,
    description: 'Case-insensitive over title, description, location, hashtags, tags.',
  })
  search?: string;

  @Field({
    nullable: true,
    description: 'YYYY-MM-DD; with dateTo, the range an experience must be bookable in.',
  })
  dateFrom?: string;

  @Field({ nullable: true })
  dateTo?: string;

  @Field({ nullable: true, description: 'Admin only: include inactive experiences.' })
  includeInactive?: boolean;
}
