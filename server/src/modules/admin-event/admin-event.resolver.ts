import { Authorized, Resolver, Root, Subscription } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { unauthenticated } from '../../common/errors.js';
import { AdminEvent } from './admin-event.types.js';

@Resolver()
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
}
