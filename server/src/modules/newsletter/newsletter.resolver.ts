import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { LanguageEnum } from '../../common/enums.js';
import * as newsletter from './newsletter.service.js';

@Resolver()
export class NewsletterResolver {
  @Mutation(() => Boolean, { description: 'Signs an address up once per language. Rate limited per IP.' })
  subscribeNewsletter(
    @Ctx() ctx: AppContext,
    @Arg('email') email: string,
    @Arg('language', () => LanguageEnum) language: LanguageEnum,
  ) {
    return newsletter.subscribe(ctx, { email, language });
  }
}
