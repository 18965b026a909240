import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { LanguageEnum } from '../../common/enums.js';
import { Popup } from './popup.entity.js';
import * as popups from './popup.service.js';

@Resolver(() => Popup)
export class PopupResolver {
  @Query(() => Popup, { nullable: true, description: 'The popup to show now in this language, if any.' })
  activePopup(@Ctx() ctx: AppContext, @Arg('language', () => LanguageEnum) language: LanguageEnum) {
    return popups.activePopup(ctx, language);
  }
}
