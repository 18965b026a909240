import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { adminDashboard } from './dashboard.service.js';
import { AdminDashboard } from './dashboard.types.js';

@Resolver()
export class DashboardResolver {
  @Authorized()
  @Query(() => AdminDashboard, {
    description:
      "Admin: pending applications, today's and tomorrow's slots (Seoul), reviews awaiting moderation.",
  })
  adminDashboard(@Ctx() ctx: AppContext) {
    return adminDashboard(ctx);
  }
}
