import { Field, GraphQLISODateTime, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { POPUP_STATUSES, type PopupStatus } from '../../../../domain/schemas/popup.js';
import { LanguageEnum } from '../../common/enums.js';
import { Paginated } from '../../common/pagination.js';
import { Popup } from './popup.entity.js';

export const PopupStatusEnum = Object.fromEntries(POPUP_STATUSES.map((s) => [s, s])) as {
  [K in PopupStatus]: K;
};
registerEnumType(PopupStatusEnum, {
  name: 'PopupStatus',
  description: 'live: shown now; scheduled: starts later; ended: its period is over; off: switched off.',
});

@InputType({
  description:
    "A popup, or the fields of one to change (left out: kept; null clears a date). Rules: domain/schemas/popup.ts ('please upload a popup image', 'please enter link URL', 'start date must be earlier than or equal to end date').",
})
export class PopupInput {
  @Field(() => String, { nullable: true, description: 'A URL returned by uploadImage.' })
  imageUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'http(s) URL or a path of this site.' })
  linkUrl?: string | null;

  @Field(() => String, { nullable: true })
  altText?: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'An instant (entered as Seoul time).' })
  startDate?: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  endDate?: Date | null;

  @Field(() => Boolean, { nullable: true })
  isActive?: boolean | null;

  @Field(() => LanguageEnum, { nullable: true, description: 'Default ENG.' })
  language?: LanguageEnum | null;
}

@InputType({ description: 'A period to compare with the active popups of one language.' })
export class PopupOverlapInput {
  @Field(() => LanguageEnum)
  language!: LanguageEnum;

  @Field(() => GraphQLISODateTime, { nullable: true })
  startDate?: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true })
  endDate?: Date | null;

  @Field(() => Int, { nullable: true, description: 'The popup being edited, left out of the answer.' })
  excludeId?: number | null;
}

@ObjectType()
export class PopupPage extends Paginated(Popup) {}
