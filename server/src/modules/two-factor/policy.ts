import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { AdminRole, type AdminUser } from '../auth/admin-user.entity.js';
import { AdminSetting } from './admin-setting.entity.js';

/** The admin_setting row of the owner's choice "every account needs two-factor sign-in". */
export const EVERYONE_SETTING = 'totp_required_for_everyone';

/** Whether an owner requires two-factor sign-in of every account. */
export async function everyoneNeedsTotp(em: EntityManager): Promise<boolean> {
  const setting = await em.findOne(AdminSetting, { name: EVERYONE_SETTING });
  return setting?.value === true;
}

/** Whether this account must use two-factor sign-in: an owner (TOTP_REQUIRED_FOR_OWNERS), or anyone when required for all. */
export async function totpRequiredFor(
  em: EntityManager,
  config: Pick<Config, 'ownersNeedTotp'>,
  user: Pick<AdminUser, 'role'>,
): Promise<boolean> {
  return (user.role === AdminRole.owner && config.ownersNeedTotp) || everyoneNeedsTotp(em);
}

/** Whether a sign-in of this account must go to enrolment first: TOTP required and not set up. */
export async function mustEnrol(
  em: EntityManager,
  config: Pick<Config, 'ownersNeedTotp'>,
  user: Pick<AdminUser, 'role' | 'totpEnabledAt'>,
): Promise<boolean> {
  return !user.totpEnabledAt && (await totpRequiredFor(em, config, user));
}
