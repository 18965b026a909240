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
  description: 'Where a popup stands now (its period in Asia/Seoul time).',
  valuesConfig: {
    live: { description: 'Switched on and within its period: shown now.' },
    scheduled: { description: 'Switched on; its period starts later.' },
    ended: { description: 'Switched on; its period is over.' },
    off: { description: 'Switched off: never shown.' },
  },
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

  @Field(() => String, {
    nullable: true,
    description: "The image's alternative text, in the popup's language.",
  })
  altText?: string | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'Shown from this instant, ISO 8601 (entered as Asia/Seoul time); null: no start limit.',
  })
  startDate?: Date | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description:
      'Shown until this instant, ISO 8601 (entered as Asia/Seoul time), not before the start; null: no end.',
  })
  endDate?: Date | null;

  @Field(() => Boolean, { nullable: true, description: 'Switched on (default true).' })
  isActive?: boolean | null;

  @Field(() => LanguageEnum, { nullable: true, description: 'Default ENG.' })
  language?: LanguageEnum | null;
}

@InputType({ description: 'A period to compare with the active popups of one language.' })
export class PopupOverlapInput {
  @Field(() => LanguageEnum, { description: 'The language of the popup being edited.' })
  language!: LanguageEnum;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'Start of its period, ISO 8601; null: open start.',
  })
  startDate?: Date | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'End of its period, ISO 8601; null: open end.',
  })
  endDate?: Date | null;

  @Field(() => Int, { nullable: true, description: 'The popup being edited, left out of the answer.' })
  excludeId?: number | null;
}

@ObjectType({ description: 'One page of popups.' })
export class PopupPage extends Paginated(Popup) {}
