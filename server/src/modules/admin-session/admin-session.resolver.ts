import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { EXPECTED, listCost } from '../../common/cost.js';
import { ActiveSession } from './admin-session.types.js';
import * as sessions from './admin-session.service.js';

@Resolver()
export class AdminSessionResolver {
  @Authorized()
  @Query(() => [ActiveSession], {
    description:
      "Admin session. Your signed-in sessions, this device first; an owner may ask for another account's (userId).",
    complexity: listCost(EXPECTED.sessionsPerUser),
  })
  adminSessions(
    @Ctx() ctx: AppContext,
    @Arg('userId', () => Int, {
      nullable: true,
      description: 'Whose sessions (an account id): owners only, for another account; absent: your own.',
    })
    userId?: number | null,
  ) {
    return sessions.listSessions(ctx, userId);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Admin session. Ends a session at once: one of yours, or (owners) anyone's. Ending this device's signs it out; another account's answers NOT_FOUND to staff.",
  })
  endAdminSession(
    @Ctx() ctx: AppContext,
    @Arg('id', { description: 'The session, as ActiveSession.id names it.' }) id: string,
  ) {
    return sessions.endSession(ctx, id);
  }
}
