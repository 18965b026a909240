import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import type pg from 'pg';
import type { AppContext } from '../../context.js';
import { forbiddenRole, notFound } from '../../common/errors.js';
import { audit } from '../audit/audit.js';
import { AdminRole } from '../auth/admin-user.entity.js';
import { logout } from '../auth/auth.service.js';
import { deviceName } from './device.js';
import { SESSION_ERRORS } from './admin-session.errors.js';

declare module 'express-session' {
  interface SessionData {
    /** Epoch ms of the last request recorded (at most once a minute: RECORD_USE_MS). */
    seenAt: number;
    /** The address and user agent of that request, shown to the user and the owners only. */
    seenFrom: string;
    userAgent: string;
  }
}

/** How often a session's last use is written: a busy session costs one small UPDATE a minute. */
export const RECORD_USE_MS = 60_000;
const USER_AGENT_MAX = 400;

export const sessionNotFound = () => notFound(SESSION_ERRORS.notFound);

/**
 * Records when a signed-in session was last used, from where and with what (after the session
 * middleware). Written straight into its row, not through req.session: a session ended meanwhile
 * is never saved back by this request.
 */
export function recordSessionUse(pool: pg.Pool): RequestHandler {
  return (req, _res, next) => {
    const session = req.session;
    if (!session?.adminId || Date.now() - (session.seenAt ?? 0) < RECORD_USE_MS) return next();
    const use = {
      seenAt: Date.now(),
      seenFrom: req.ip ?? req.socket.remoteAddress ?? '',
      userAgent: (req.get('user-agent') ?? '').slice(0, USER_AGENT_MAX),
    };
    pool
      .query(`update admin_session set sess = (sess::jsonb || $2::jsonb)::json where sid = $1`, [
        req.sessionID,
        JSON.stringify(use),
      ])
      .then(() => next(), next);
  };
}

/** One signed-in session as the user and the owners see it. */
export interface ActiveSessionView {
  /** A stable name of the session that is not its cookie (a hash of it): it ends the session. */
  id: string;
  userId: number;
  username: string;
  device: string | null;
  address: string | null;
  signedInAt: Date;
  lastUsedAt: Date;
  current: boolean;
}

interface Row {
  sid: string;
  sess: {
    adminId: number;
    adminUsername?: string;
    loginAt?: number;
    seenAt?: number;
    seenFrom?: string;
    userAgent?: string;
  };
  expire: Date;
}

const publicId = (sid: string) => createHash('sha256').update(sid).digest('base64url').slice(0, 22);

/** The live sessions of one account (or of every account), newest use first. */
async function liveRows(ctx: AppContext, userId?: number): Promise<Row[]> {
  const { rows } = await ctx.pool.query<Row>(
    `select sid, sess, expire from admin_session
      where expire > now() and sess->>'adminId' is not null ${userId === undefined ? '' : `and sess->>'adminId' = $1`}`,
    userId === undefined ? [] : [String(userId)],
  );
  // A session past its absolute lifetime is over even if its row was not pruned yet.
  const oldest = Date.now() - ctx.config.sessionAbsoluteSeconds * 1000;
  return rows.filter((row) => (row.sess.loginAt ?? 0) >= oldest);
}

function view(ctx: AppContext, row: Row): ActiveSessionView {
  const signedInAt = new Date(row.sess.loginAt ?? 0);
  return {
    id: publicId(row.sid),
    userId: Number(row.sess.adminId),
    username: row.sess.adminUsername ?? '',
    device: deviceName(row.sess.userAgent),
    address: row.sess.seenFrom || null,
    signedInAt,
    lastUsedAt: new Date(Math.max(row.sess.seenAt ?? 0, signedInAt.getTime())),
    current: row.sid === ctx.req.sessionID,
  };
}

/**
 * The signed-in sessions of the caller, or (owners only) of another account: this device first,
 * then by last use.
 */
export async function listSessions(ctx: AppContext, userId?: number | null): Promise<ActiveSessionView[]> {
  const me = ctx.admin!;
  const whose = userId ?? me.id;
  if (whose !== me.id && me.role !== AdminRole.owner) throw forbiddenRole();
  const views = (await liveRows(ctx, whose)).map((row) => view(ctx, row));
  return views.sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.getTime() - a.lastUsedAt.getTime(),
  );
}

/**
 * Ends a session at once (its next request is anonymous): one's own, or anyone's for an owner.
 * Another account's session answers NOT_FOUND to a staff member, as a session that does not exist.
 * Ending this device's session signs it out.
 */
export async function endSession(ctx: AppContext, id: string): Promise<boolean> {
  const me = ctx.admin!;
  const rows = await liveRows(ctx, me.role === AdminRole.owner ? undefined : me.id);
  const row = rows.find((r) => publicId(r.sid) === id);
  if (!row) throw sessionNotFound();
  const ended = view(ctx, row);
  await ctx.em.transactional(async (em) => {
    await em.execute('delete from admin_session where sid = ?', [row.sid]);
    audit(
      em,
      ctx,
      'session.end',
      { type: 'admin_session', id: ended.id },
      {
        userId: ended.userId,
        username: ended.username,
        device: ended.device,
        signedInAt: ended.signedInAt.toISOString(),
      },
      null,
    );
  });
  if (ended.current) await logout(ctx);
  return true;
}
