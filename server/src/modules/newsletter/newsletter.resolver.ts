import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { LanguageEnum } from '../../common/enums.js';
import { PageInput } from '../../common/pagination.js';
import { NewsletterSubscriberPage, SubscriberFilter, UnsubscribeResult } from './newsletter.inputs.js';
import * as newsletter from './newsletter.service.js';

@Resolver()
export class NewsletterResolver {
  @Mutation(() => Boolean, {
    description:
      'Public. Signs an address up once per language and mails a welcome with the unsubscribe link. Rate limited per IP.',
  })
  subscribeNewsletter(
    @Ctx() ctx: AppContext,
    @Arg('email', { description: 'The address to sign up.' }) email: string,
    @Arg('language', () => LanguageEnum, { description: 'The language of the newsletter.' })
    language: LanguageEnum,
  ) {
    return newsletter.subscribe(ctx, { email, language });
  }

  @Mutation(() => UnsubscribeResult, {
    description:
      "Public. Ends a subscription from the signed token of its mails' unsubscribe link; no account needed.",
  })
  unsubscribeNewsletter(
    @Ctx() ctx: AppContext,
    @Arg('token', { description: 'The signed token from the link in a newsletter mail.' }) token: string,
  ) {
    return newsletter.unsubscribe(ctx, token);
  }

  @Authorized()
  @Query(() => NewsletterSubscriberPage, {
    description:
      'Admin session. Newsletter subscribers with consent time and language, newest consent first.',
    complexity: ({ childComplexity, args }) =>
      childComplexity * Math.max(1, Number((args.page as PageInput | undefined)?.pageSize ?? 20)),
  })
  adminNewsletterSubscribers(
    @Ctx() ctx: AppContext,
    @Arg('filter', () => SubscriberFilter, { nullable: true, description: 'Which sign-ups (default: all).' })
    filter?: SubscriberFilter,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: 'Page number and size (default page 1 of 20).',
    })
    page?: PageInput,
  ) {
    return newsletter.adminSubscribers(ctx, filter ?? {}, page);
  }
}
