import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { adminDashboard } from './dashboard.service.js';
import { AdminDashboard } from './dashboard.types.js';

/** The back office's home (admin only). */
@Resolver()
export class DashboardResolver {
  @Authorized()
  @Query(() => AdminDashboard, {
    description:
      "Admin: pending applications, today's and tomorrow's slots (Seoul) with their guests, reviews to moderate.",
  })
  adminDashboard(@Ctx() ctx: AppContext): Promise<AdminDashboard> {
    return adminDashboard(ctx);
  }
}
