import { Arg, Authorized, Ctx, FieldResolver, Resolver, Root, Subscription } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { LanguageEnum } from '../../common/enums.js';
import { unauthenticated } from '../../common/errors.js';
import { titleFor } from '../experience/item-title.js';
import { AdminEvent } from './admin-event.types.js';

@Resolver(() => AdminEvent)
export class AdminEventResolver {
  @Authorized()
  @Subscription(() => AdminEvent, {
    description:
      'Admin session. New applications, booking status changes, reviews awaiting moderation and new inquiries, ' +
      'from every app instance, as they commit. Over graphql-ws on /graphql with the admin session cookie.',
    subscribe: ({ context }) => {
      const ctx = context as AppContext;
      return ctx.adminEvents.subscribe(
        () => ctx.sessionAlive?.() ?? Promise.resolve(Boolean(ctx.admin)),
        () => unauthenticated(),
      );
    },
  })
  adminEvents(@Root() event: AdminEvent): AdminEvent {
    return event;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "The experience's title (in `language` where translated).",
  })
  itemTitle(
    @Ctx() ctx: AppContext,
    @Root() event: AdminEvent,
    @Arg('language', () => LanguageEnum, {
      nullable: true,
      description: "The back office's language: the title translated into it where the item has one.",
    })
    language?: LanguageEnum | null,
  ) {
    if (!event.itemId || !event.itemTitle) return event.itemTitle ?? null;
    // A subscription's loaders live as long as it does: each event reads the titles afresh.
    ctx.loaders.itemTitles.clear(event.itemId);
    return titleFor(ctx, { itemId: event.itemId, title: event.itemTitle }, language);
  }
}
