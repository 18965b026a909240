import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { backupNeedsAttention, backupStatus } from './backup.service.js';
import { BackupStatus } from './backup.types.js';

@Resolver()
export class BackupResolver {
  @Authorized()
  @Query(() => BackupStatus, {
    description:
      'Admin session. The last backup (time, size) and whether it needs attention (older than 26 h, or failed).',
  })
  async backupStatus(@Ctx() ctx: AppContext): Promise<BackupStatus> {
    const status = await backupStatus(ctx.pool);
    return {
      ...status,
      needsAttention: backupNeedsAttention(status),
      schedule: ctx.config.backup.schedule ?? null,
    };
  }
}
