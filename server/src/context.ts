import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import type { Config } from './config.js';
import type { Logger } from './common/logger.js';
import type { SecretHasher } from './common/secrets.js';
import type { ContentCache } from './platform/content-version/content-cache.js';
import type { MediaStorage } from './platform/storage/storage.types.js';
import type { RateLimiters } from './platform/rate-limit/rate-limit.types.js';
import type { Orm } from './db/orm.js';
import type pg from 'pg';
import type { AdminRole } from './common/enums.js';

/** What lives for the whole process: built once in createApp(). */
export interface AppDeps {
  config: Config;
  logger: Logger;
  orm: Orm;
  pool: pg.Pool;
  rateLimiters: RateLimiters;
  /** Keyed hashes of booking codes and review PINs. */
  hasher: SecretHasher;
  /**
   * The mail outbox's dispatcher (mail.dispatcher.ts): `kick` asks it to deliver soon (call after a
   * commit that queued mail); the app tells it when requests are being answered.
   */
  mail: { kick(): void; deferRenderingWhile?(busy: () => boolean): void };
}

declare module 'express-session' {
  interface SessionData {
    adminId: number;
    adminUsername: string;
    /** The role at sign-in: a role is never changed in place (an account is disabled, its sessions ended). */
    adminRole: AdminRole;
    /** Epoch ms of the login: the absolute expiry counts from here. */
    loginAt: number;
    /**
     * Signed in, but two-factor sign-in must be set up first (an owner, or everyone when an owner
     * requires it): the session may only enrol (modules/two-factor).
     */
    mustEnrol?: boolean;
    /** The password was right; the TOTP code is awaited (no admin session yet). Epoch ms `until`. */
    twoFactorPending?: { userId: number; until: number };
  }
}

/**
 * The request's batch loaders. Each business module adds its own by augmenting this interface beside
 * its loaders (`declare module '../../context.js'`), so this file names no module; context-factory.ts
 * assembles them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RequestLoaders {}

/**
 * What business modules add to every request's context for the whole process (payment: the live
 * payment instructions; admin-event: the live admin events), declared the same way as RequestLoaders.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleServices {}

export interface AdminIdentity {
  id: number;
  username: string;
  role: AdminRole;
}

/** Per-request context shared by GraphQL resolvers and REST routes; services take it first. */
export interface AppContext extends AppDeps, ModuleServices {
  em: EntityManager;
  req: Request;
  res: Response;
  ip: string;
  /** The caller's network as per-address limits count it (an IPv6 caller by its /64). */
  address: string;
  admin?: AdminIdentity;
  /** A signed-in account that must set up two-factor sign-in first: it may do nothing else (no `admin`). */
  enrolling?: AdminIdentity;
  loaders: RequestLoaders;
  /** The image stores (uploads and their resized variants). */
  storage: MediaStorage;
  /** Public answers kept until their content changes. */
  contentCache: ContentCache;
  /** On a subscription's socket: whether its admin session still exists (asked before each event). */
  sessionAlive?: () => Promise<boolean>;
}
