import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type pg from 'pg';
import { Webhook } from 'standardwebhooks';
import type { Config } from '../../config.js';
import type { Logger } from '../../common/logger.js';
import type { SecretBox } from '../../common/secrets.js';
import type { Orm } from '../../db/orm.js';
import type { Job, JobQueue } from '../../platform/jobs/jobs.js';
import { queueMail } from '../../platform/mail/mail-outbox.js';
import { renderMail } from '../mail/templates/render.js';
import { staffWebhookDisabled } from '../mail/templates/staff.js';
import { openSecret } from './webhook.secret.js';
import { guardedLookup, isBlockedAddress, urlRefusal } from './webhook.url.js';

const QUEUE = 'webhook-dispatch';

/**
 * The Standard Webhooks retry schedule: after the first try (at once), tries again 5 s, 5 min, 30 min,
 * 2 h, 5 h, then every 10 h after the previous failure, until 3 days after the event.
 */
export const RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18000, 36000];
/** How long a delivery is retried before it is given up and its subscription turned off. */
export const GIVE_UP_AFTER_MS = 3 * 24 * 3600 * 1000;

/** Seconds to wait after the `attempts`-th try failed. */
export const retryDelaySeconds = (attempts: number) =>
  RETRY_DELAYS_SECONDS[Math.min(attempts, RETRY_DELAYS_SECONDS.length) - 1];

export interface WebhookDispatcherOptions {
  /** The clock that says what is due and when to try again (tests drive it). */
  now?: () => Date;
  /** How long a receiver may take to answer (10 s). */
  timeoutMs?: number;
  /** How long a claimed delivery stays invisible to other dispatchers while it is being sent. */
  leaseSeconds?: number;
}

interface Claimed {
  id: number;
  subscription_id: number;
  message_id: string;
  payload: unknown;
  attempts: number;
  created_at: Date;
  /** When the claim lets other dispatchers try it; another time means the owner asked to send it again. */
  lease_end: Date;
  url: string;
  secret: string;
}

/** What a try came to: the receiver's status (null when it never answered) and the error, if any. */
interface Outcome {
  status: number | null;
  error: string | null;
}

let wake: () => void = () => undefined;

/** Asks the process's dispatcher to send soon (after a commit that queued deliveries). Never throws. */
export const wakeWebhookDispatcher = () => wake();

/**
 * Delivers the webhook outbox: due rows claimed with FOR UPDATE SKIP LOCKED (two instances never send one
 * twice), each signed with standardwebhooks (`webhook-id` the delivery's message id, the same on every
 * try), POSTed with a timeout, retried on the schedule above. A 410 turns the subscription off at once;
 * a delivery still failing 3 days after its event turns it off and mails the owners.
 */
export class WebhookDispatcher {
  private readonly o: Required<WebhookDispatcherOptions>;
  private running?: Promise<number>;
  private stopping = false;

  constructor(
    private readonly orm: Orm,
    private readonly pool: pg.Pool,
    private readonly config: Pick<Config, 'isProduction' | 'publicUrl' | 'port' | 'webhooksAllowLocal'>,
    private readonly box: SecretBox,
    private readonly logger: Logger,
    private readonly mail: { kick(): void },
    options: WebhookDispatcherOptions = {},
  ) {
    this.o = { now: () => new Date(), timeoutMs: 10_000, leaseSeconds: 60, ...options };
  }

  /** The dispatch as a job: every minute as a sweep, and on demand after a commit. */
  job(): Job {
    return { queue: QUEUE, cron: '* * * * *', run: () => this.deliverDue() };
  }

  useQueue(queue: JobQueue): void {
    wake = () => queue.request(QUEUE);
    queue.request(QUEUE);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    wake = () => undefined;
    await this.running;
  }

  /** Sends every due delivery; resolves with how many were accepted. Concurrent calls share one run. */
  deliverDue(): Promise<number> {
    if (this.stopping) return Promise.resolve(0);
    this.running ??= this.run().finally(() => (this.running = undefined));
    return this.running;
  }

  private async run(): Promise<number> {
    let sent = 0;
    for (;;) {
      const now = this.o.now();
      const { rows } = await this.pool.query<Claimed>(
        `with due as (
           select d.id from webhook_delivery d
           join webhook_subscription s on s.id = d.subscription_id and s.disabled_at is null
           where d.status = 'pending' and d.next_attempt_at <= $1
           order by d.next_attempt_at, d.id for update of d skip locked limit 10
         )
         update webhook_delivery d set attempts = d.attempts + 1, last_attempt_at = $1,
           next_attempt_at = $1::timestamptz + make_interval(secs => $2), updated_at = now()
         from due, webhook_subscription s
         where d.id = due.id and s.id = d.subscription_id
         returning d.id, d.subscription_id, d.message_id, d.payload, d.attempts, d.created_at,
           d.next_attempt_at as lease_end, s.url, s.secret`,
        [now, this.o.leaseSeconds],
      );
      if (!rows.length) return sent;
      rows.sort((a, b) => a.id - b.id);
      for (const delivery of rows) {
        if (this.stopping) return sent;
        if (await this.deliver(delivery, now)) sent++;
      }
    }
  }

  private async deliver(delivery: Claimed, now: Date): Promise<boolean> {
    // Its subscription turned off (a 410 to an earlier delivery of this batch) or deleted meanwhile: not
    // sent, and the try not counted.
    const { rowCount } = await this.pool.query(
      `select 1 from webhook_subscription where id = $1 and disabled_at is null`,
      [delivery.subscription_id],
    );
    if (!rowCount) {
      await this.pool.query(
        `update webhook_delivery set attempts = attempts - 1, next_attempt_at = $2 where id = $1`,
        [delivery.id, now],
      );
      return false;
    }
    const outcome = await this.send(delivery).catch((error: unknown): Outcome => ({
      status: null,
      error: String((error as Error)?.message ?? error),
    }));
    if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300) {
      await this.pool.query(
        `update webhook_delivery set status = 'sent', sent_at = $2, last_response_code = $3, last_error = null,
           updated_at = now() where id = $1`,
        [delivery.id, now, outcome.status],
      );
      return true;
    }
    const error = (outcome.error ?? `HTTP ${outcome.status}`).slice(0, 1000);
    const gone = outcome.status === 410;
    const next = new Date(now.getTime() + retryDelaySeconds(delivery.attempts) * 1000);
    const giveUp = gone || next.getTime() - new Date(delivery.created_at).getTime() > GIVE_UP_AFTER_MS;
    // The owner's "Send again" while this try was on its way (the row's time no longer the claim's) stands:
    // the delivery is tried again now, not on the schedule, and nothing is given up.
    const { rows } = await this.pool.query<{ status: string }>(
      `update webhook_delivery set last_response_code = $3, last_error = $4, updated_at = now(),
         status = case when next_attempt_at = $6 then $2 else 'pending' end,
         next_attempt_at = case when next_attempt_at = $6 then $5 else next_attempt_at end
       where id = $1 returning status`,
      [delivery.id, giveUp ? 'failed' : 'pending', outcome.status, error, next, delivery.lease_end],
    );
    this.logger.warn(
      { webhookDeliveryId: delivery.id, attempts: delivery.attempts, status: outcome.status, giveUp },
      'webhook not delivered',
    );
    // 'failed' only when this try gave it up and no "Send again" came meanwhile.
    if (rows[0]?.status === 'failed') await this.disable(delivery, gone ? 'gone' : 'failing', error, now);
    return false;
  }

  /** Signs and POSTs one delivery; answers the receiver's status. Never follows a redirect. */
  private async send(delivery: Claimed): Promise<Outcome> {
    // The URL is checked again as it is now (the rules may have changed since it was subscribed).
    const refusal = urlRefusal(delivery.url, this.config);
    if (refusal) return { status: null, error: refusal };
    const url = new URL(delivery.url);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (!this.config.webhooksAllowLocal && isIP(host) && isBlockedAddress(host))
      return { status: null, error: 'The URL points at a private address: not sent.' };
    const secret = openSecret(this.box, delivery.secret, delivery.subscription_id);
    if (!secret) return { status: null, error: 'The signing secret cannot be opened with this server key.' };
    const body = JSON.stringify(delivery.payload);
    // The signature's timestamp is the real instant of this try (a receiver rejects an old one).
    const sentAt = new Date();
    const signature = new Webhook(secret).sign(delivery.message_id, sentAt, body);
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'kcult-webhooks/1',
      'webhook-id': delivery.message_id,
      'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
      'webhook-signature': signature,
    };
    return post(url, body, headers, this.o.timeoutMs, this.config.webhooksAllowLocal);
  }

  /** Turns the subscription off (once) and mails the owners why, in the mail outbox. */
  private async disable(delivery: Claimed, reason: 'gone' | 'failing', lastError: string, now: Date) {
    const em = this.orm.em.fork();
    const owners = await em
      .getConnection()
      .execute<{ email: string }[]>(
        `select email from admin_user where role = 'owner' and disabled_at is null and email is not null`,
      );
    const mail = await renderMail(staffWebhookDisabled, 'KOR', {
      url: delivery.url,
      reason,
      lastError,
      link: `${this.config.publicUrl}/admin/webhooks`,
    });
    const turnedOff = await em.transactional(async (tx) => {
      const changed = await tx.execute(
        `update webhook_subscription set disabled_at = ?, disabled_reason = ?, updated_at = now()
         where id = ? and disabled_at is null`,
        [
          now,
          reason === 'gone' ? 'The receiver answered 410 Gone.' : 'Deliveries failed for 3 days.',
          delivery.subscription_id,
        ],
        'run',
      );
      if (!(changed as { affectedRows?: number }).affectedRows) return false;
      for (const { email } of owners) queueMail(tx, { kind: 'webhook_disabled', to: email, ...mail });
      return true;
    });
    if (turnedOff) {
      this.logger.warn(
        { webhookSubscriptionId: delivery.subscription_id, reason },
        'webhook subscription turned off',
      );
      this.mail.kick();
    }
  }
}

/** POSTs `body` with a timeout, connecting only to addresses the guard allows. */
function post(
  url: URL,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
  allowLocal: boolean,
) {
  return new Promise<Outcome>((resolve) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(allowLocal),
        // One connection per delivery: nothing kept open to a receiver between tries.
        agent: false,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (res) => {
        // The answer's body is not read beyond its end: only the status matters.
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? null, error: null }));
        res.on('error', () => resolve({ status: res.statusCode ?? null, error: null }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      const timedOut = error.name === 'AbortError' || error.name === 'TimeoutError';
      resolve({ status: null, error: timedOut ? `No answer within ${timeoutMs / 1000} s.` : error.message });
    });
    req.end(body);
  });
}
