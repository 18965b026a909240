import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { booleanSetting, readSetting } from '../../platform/app-setting/app-setting.service.js';
import { AdminRole, type AdminUser } from './admin-user.entity.js';

/**
 * Who must sign in with a second factor: the rule a sign-in asks (auth.service.ts login), so it sits
 * with the sign-in; the two-factor module enrols, checks codes and lets an owner change the choice.
 */

/** The owner's choice "every account needs two-factor sign-in" (unset: no). */
export const TOTP_FOR_EVERYONE = booleanSetting('totp_required_for_everyone');

/** Whether an owner requires two-factor sign-in of every account. */
export async function everyoneNeedsTotp(em: EntityManager): Promise<boolean> {
  return (await readSetting(em, TOTP_FOR_EVERYONE)) === true;
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
