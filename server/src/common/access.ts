import type { AdminIdentity, AppContext } from '../context.js';
import { AppError, forbiddenRole, unauthenticated } from './errors.js';

/**
 * The "role" of the few operations a signed-in account may use before it has set up two-factor
 * sign-in (enrolment itself, its own account): `@Authorized(ENROLMENT)`, or `admin: 'enrolment'` on
 * a REST route. Every other admin operation refuses such a session.
 */
export const ENROLMENT = 'enrolment';

/** FORBIDDEN (403) for a session that must set up two-factor sign-in before anything else. */
export const enrolmentRequired = () =>
  new AppError('FORBIDDEN', 'Set up two-factor sign-in first (Account security).', {
    twoFactorEnrolmentRequired: true,
  });

/**
 * The one access rule of GraphQL (`@Authorized(...roles)`) and REST (`route({ admin })`): no admin
 * session: UNAUTHENTICATED; one that must enrol first: FORBIDDEN unless ENROLMENT is allowed; a role
 * not among `roles` (when some are named): FORBIDDEN.
 */
export function checkAccess(ctx: Pick<AppContext, 'admin' | 'enrolling'>, roles: readonly string[]): void {
  if (roles.includes(ENROLMENT)) {
    if (!ctx.admin && !ctx.enrolling) throw unauthenticated();
    return;
  }
  if (!ctx.admin) throw ctx.enrolling ? enrolmentRequired() : unauthenticated();
  if (roles.length && !roles.includes(ctx.admin.role)) throw forbiddenRole();
}

/** The signed-in account, whether or not it must still enrol (after checkAccess with ENROLMENT). */
export function signedIn(ctx: Pick<AppContext, 'admin' | 'enrolling'>): AdminIdentity {
  const who = ctx.admin ?? ctx.enrolling;
  if (!who) throw unauthenticated();
  return who;
}
