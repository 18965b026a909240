import type { Logger } from './logger.js';

/**
 * What happened to an account's credentials: the events a security review or an alert looks for in the
 * log (docs/security.md "Accounts"). Never a secret: no password, code, token or e-mail address.
 */
export type SecurityEventKind =
  | 'sign_in'
  | 'second_factor'
  | 'recovery_code'
  | 'password_reset_request'
  | 'password_reset'
  | 'password_change'
  | 'email_change'
  | 'two_factor_change'
  | 'two_factor_locked';

export interface SecurityEvent {
  event: SecurityEventKind;
  /** `success`, or why it failed / what was done instead (`wrong_password`, `locked`, `no_account`...). */
  outcome: string;
  /** The account concerned, when there is one. */
  accountId?: number;
  /** The username typed or the account's; never an e-mail address. */
  username?: string;
  /** More detail without a secret (the sign-in method, the codes left...). */
  [detail: string]: unknown;
}

/**
 * Logs a security event as one line `{ security: { event, outcome, accountId, username, ip, ... } }`:
 * successes at info, everything else at warn (what an alert on failed sign-ins filters on).
 */
export function logSecurityEvent(ctx: { logger: Logger; ip?: string }, event: SecurityEvent): void {
  const line = { security: { ...event, ip: ctx.ip } };
  const text = `security event: ${event.event} ${event.outcome}`;
  if (event.outcome === 'success') ctx.logger.info(line, text);
  else ctx.logger.warn(line, text);
}
