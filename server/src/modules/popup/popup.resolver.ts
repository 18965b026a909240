import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { popupStatus } from '../../../../domain/schemas/popup.js';
import type { AppContext } from '../../context.js';
import { LanguageEnum } from '../../common/enums.js';
import { EXPECTED, listCost, pageCost } from '../../common/cost.js';
import { PageInput } from '../../common/pagination.js';
import { fileMissingLoader } from '../media/media.service.js';
import { Popup } from './popup.entity.js';
import { PopupInput, PopupOverlapInput, PopupPage, PopupStatusEnum } from './popup.inputs.js';
import * as popups from './popup.service.js';

@Resolver(() => Popup)
export class PopupResolver {
  @Query(() => Popup, {
    nullable: true,
    description:
      'Public. The popup to show now in this language, if any; of overlapping ones, the one that started last.',
  })
  activePopup(
    @Ctx() ctx: AppContext,
    @Arg('language', () => LanguageEnum, { description: 'The storefront language.' }) language: LanguageEnum,
  ) {
    return popups.activePopup(ctx, language);
  }

  @Authorized()
  @Query(() => PopupPage, {
    description: 'Admin session. Every popup, newest first, with the total.',
    complexity: pageCost,
  })
  adminPopups(
    @Ctx() ctx: AppContext,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: 'Page number and size (default page 1 of 20).',
    })
    page?: PageInput | null,
  ) {
    return popups.adminPopups(ctx, page);
  }

  @Authorized()
  @Query(() => [Popup], {
    description: 'Admin session. The switched-on popups of a language whose period overlaps the one given.',
    complexity: listCost(EXPECTED.popupOverlaps),
  })
  popupOverlaps(
    @Ctx() ctx: AppContext,
    @Arg('input', () => PopupOverlapInput, { description: 'The period and language to check.' })
    input: PopupOverlapInput,
  ) {
    return popups.overlappingPopups(ctx, input);
  }

  @FieldResolver(() => PopupStatusEnum, {
    description: 'live, scheduled, ended or off, now (Seoul periods).',
  })
  status(@Root() popup: Popup) {
    return popupStatus(popup);
  }

  @FieldResolver(() => Boolean, {
    description: 'True when the image is an upload of this site whose file is gone. Batched per request.',
  })
  fileMissing(@Root() popup: Popup, @Ctx() ctx: AppContext) {
    return fileMissingLoader(ctx).load(popup.imageUrl);
  }

  @Authorized()
  @Mutation(() => Popup, { description: 'Admin session. Adds a popup.' })
  createPopup(
    @Ctx() ctx: AppContext,
    @Arg('input', () => PopupInput, { description: 'The popup; imageUrl and linkUrl required.' })
    input: PopupInput,
  ) {
    return popups.createPopup(ctx, input);
  }

  @Authorized()
  @Mutation(() => Popup, { description: 'Admin session. Changes the fields given.' })
  updatePopup(
    @Ctx() ctx: AppContext,
    @Arg('id', () => Int, { description: 'The popup id.' }) id: number,
    @Arg('input', () => PopupInput, { description: 'The fields to change.' }) input: PopupInput,
  ) {
    return popups.updatePopup(ctx, id, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Admin session. Deletes a popup; true when deleted.' })
  deletePopup(@Ctx() ctx: AppContext, @Arg('id', () => Int, { description: 'The popup id.' }) id: number) {
    return popups.deletePopup(ctx, id);
  }
}
