import { Arg, Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { LanguageEnum } from '../../common/enums.js';
import { titleFor } from '../experience/item-title.js';
import { dashboardCharts } from './dashboard-charts.service.js';
import { DashboardCharts, TopItem } from './dashboard-charts.types.js';
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

/** The top items chart names each item in the admin's language where the item has a title in it. */
@Resolver(() => TopItem)
export class TopItemResolver {
  @FieldResolver(() => String, { description: 'The item title (in `language` where translated).' })
  title(
    @Ctx() ctx: AppContext,
    @Root() item: TopItem,
    @Arg('language', () => LanguageEnum, {
      nullable: true,
      description: 'Language of the title wanted; none: the item title as stored.',
    })
    language?: LanguageEnum | null,
  ) {
    return titleFor(ctx, item, language);
  }
}
