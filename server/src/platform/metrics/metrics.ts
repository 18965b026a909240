import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type pg from 'pg';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Logger } from '../../common/logger.js';
import { processRegistry } from './metrics.counters.js';

const ANSWERED_BY_HOT_CACHE = Symbol('answered by the hot cache');

/**
 * The route a request matched, as written in the code (`/api/experiences/:id`), never the raw URL (one
 * series per route, not per id). Hot-cache hits, static files and unmatched paths get a fixed label.
 */
function routeOf(req: IncomingMessage): string {
  if ((req as { [ANSWERED_BY_HOT_CACHE]?: true })[ANSWERED_BY_HOT_CACHE]) return '(hot cache)';
  const express = req as Partial<Request>;
  const path = express.route?.path;
  // An error passed on leaves the router, which puts baseUrl back to '': the REST shim is the one
  // router mounted under a prefix.
  const base = express.baseUrl || ((express.originalUrl ?? '').startsWith('/api/') ? '/api' : '');
  if (typeof path === 'string') return base + path;
  if (path instanceof RegExp) return base + '(page)';
  if ((req.url ?? '').startsWith('/graphql')) return '/graphql';
  return '(other)';
}

export interface AppMetrics {
  /** Times one request; called first for every request (before the hot cache answers). */
  observe(req: IncomingMessage, res: ServerResponse): void;
  /** Marks a request the hot cache answered. */
  markHotHit(req: IncomingMessage): void;
  /** GET /metrics: Prometheus text, for `Authorization: Bearer <METRICS_TOKEN>` only. */
  handler: RequestHandler;
}

/**
 * Prometheus metrics of one app (prom-client): HTTP rate and latency by route, the counters of
 * metrics.counters.ts, and at each scrape the mail outbox (pending, failed), the database pool's use,
 * the last backup's age and whether the database answers. Process metrics (CPU, memory, event loop) too.
 */
/** What the scrape reads of the last backup (the backup module's backupStatus, handed in by app.ts). */
export interface BackupFigures {
  lastSuccessAt: Date | null;
  lastRunOk: boolean | null;
}

export function createMetrics(
  deps: { pool: pg.Pool; logger: Logger; backupStatus: () => Promise<BackupFigures> },
  token: string,
): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'kc_' });
  const duration = new Histogram({
    name: 'kc_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route and status (count: the request rate).',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const outbox = new Gauge({
    name: 'kc_mail_outbox',
    help: 'Mails in the outbox by status: pending (to send) and failed (given up).',
    labelNames: ['status'],
    registers: [registry],
  });
  const pool = new Gauge({
    name: 'kc_db_pool_connections',
    help: "The app pool's connections: total open, idle, and requests waiting for one.",
    labelNames: ['state'],
    registers: [registry],
  });
  const databaseUp = new Gauge({
    name: 'kc_database_up',
    help: '1 when the database answered this scrape, 0 when not.',
    registers: [registry],
  });
  const backupAge = new Gauge({
    name: 'kc_backup_last_success_age_seconds',
    help: 'Seconds since the last good backup (+Inf before the first: an alert on age fires).',
    registers: [registry],
  });
  const backupFailed = new Gauge({
    name: 'kc_backup_last_run_failed',
    help: '1 when the last backup attempt failed.',
    registers: [registry],
  });

  async function refresh(): Promise<void> {
    pool.set({ state: 'total' }, deps.pool.totalCount);
    pool.set({ state: 'idle' }, deps.pool.idleCount);
    pool.set({ state: 'waiting' }, deps.pool.waitingCount);
    try {
      const { rows } = await deps.pool.query<{ status: string; n: number }>(
        `select s.status, count(m.id)::int as n from (values ('pending'), ('failed')) s(status)
         left join mail_outbox m on m.status = s.status group by s.status`,
      );
      for (const row of rows) outbox.set({ status: row.status }, row.n);
      const backup = await deps.backupStatus();
      backupAge.set(backup.lastSuccessAt ? (Date.now() - backup.lastSuccessAt.getTime()) / 1000 : Infinity);
      backupFailed.set(backup.lastRunOk === false ? 1 : 0);
      databaseUp.set(1);
    } catch (error) {
      deps.logger.warn({ err: error }, 'metrics: the database did not answer');
      databaseUp.set(0);
    }
  }

  const expected = createHash('sha256').update(`Bearer ${token}`).digest();
  const handler: RequestHandler = async (req, res, next) => {
    try {
      const given = createHash('sha256')
        .update(req.headers.authorization ?? '')
        .digest();
      if (!timingSafeEqual(given, expected)) {
        res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
        res.status(401).json({ message: 'A valid metrics token is required.' });
        return;
      }
      await refresh();
      const merged = Registry.merge([registry, processRegistry]);
      res.setHeader('Cache-Control', 'no-store');
      res.type(merged.contentType).send(await merged.metrics());
    } catch (error) {
      next(error);
    }
  };

  return {
    handler,
    markHotHit(req) {
      (req as { [ANSWERED_BY_HOT_CACHE]?: true })[ANSWERED_BY_HOT_CACHE] = true;
    },
    observe(req, res) {
      const end = duration.startTimer();
      res.once('finish', () => end({ method: req.method, route: routeOf(req), status: res.statusCode }));
    },
  };
}
