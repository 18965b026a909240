import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { dashboardCharts } from './dashboard-charts.service.js';
import { DashboardCharts } from './dashboard-charts.types.js';
import { adminDashboard } from './dashboard.service.js';
import { AdminDashboard } from './dashboard.types.js';

@Resolver()
export class DashboardResolver {
  @Authorized()
  @Query(() => AdminDashboard, {
    description:
      "Admin session. Pending applications, today's and tomorrow's slots (Seoul), reviews awaiting moderation.",
  })
  adminDashboard(@Ctx() ctx: AppContext) {
    return adminDashboard(ctx);
  }

  @Authorized()
  @Query(() => DashboardCharts, {
    description:
      'Admin session. Applications and guests per day (30 days), seat occupancy (next 14 days), bookings by language, top items.',
  })
  dashboardCharts(@Ctx() ctx: AppContext) {
    return dashboardCharts(ctx);
  }
}
