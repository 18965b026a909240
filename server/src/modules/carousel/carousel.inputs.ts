import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { LanguageEnum } from '../../common/enums.js';
import { Paginated } from '../../common/pagination.js';
import { CarouselSlide } from './carousel-slide.entity.js';

@InputType({
  description:
    'A slide, or the fields of one to change (left out: kept). Rules: domain/schemas/carousel.ts (image required, link an optional URL, order >= 1, default the count of its language plus 1).',
})
export class CarouselSlideInput {
  @Field(() => String, { nullable: true, description: 'A URL returned by uploadImage.' })
  imageUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'Caption over the image.' })
  title?: string | null;

  @Field(() => String, { nullable: true, description: 'http(s) URL or a path of this site; blank: none.' })
  linkUrl?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Position from 1; left out on create: after the last of its language.',
  })
  sortOrder?: number | null;

  @Field(() => LanguageEnum, {
    nullable: true,
    description: 'The storefront language that shows it (default ENG).',
  })
  language?: LanguageEnum | null;
}

@ObjectType({ description: 'One page of home-page slides.' })
export class CarouselSlidePage extends Paginated(CarouselSlide) {}
