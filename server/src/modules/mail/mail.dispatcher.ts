import type pg from 'pg';
import type { SecretBox } from '../../common/secrets.js';
import { mailDomain, type Logger } from '../../common/logger.js';
import type { Job, JobQueue } from '../../platform/jobs/jobs.js';
import type { Language } from '../../../../domain/constants.js';
import type { MailTransport } from '../../platform/mail/mail.transport.js';
import type { MailAttachment } from '../../platform/mail/mail-outbox.entity.js';
import { renderQueued } from './templates/registry.js';
import { openSecrets, putBackSecrets } from '../../platform/mail/mail.secrets.js';

const QUEUE = 'mail-dispatch';

export interface DispatcherOptions {
  /** First retry delay; doubles on each failure up to maxDelaySeconds. */
  baseDelaySeconds?: number;
  maxDelaySeconds?: number;
  maxAttempts?: number;
  /** How long a claimed mail stays invisible to other dispatchers while being sent. */
  leaseSeconds?: number;
  /** How long a mail to render may wait for the app to be free of requests (see deferRenderingWhile). */
  maxRenderDeferMs?: number;
  /** The clock a mail is rendered for and its `send_before` is judged by (tests fix it). */
  now?: () => Date;
}

/** How often a deferred render looks again whether the app is free. */
const QUIET_POLL_MS = 20;

interface ClaimedMail {
  id: number;
  booking_id: number | null;
  recipient: string;
  language: Language;
  /** Null until a mail queued by its template is rendered (here, before it is sent). */
  subject: string | null;
  html: string | null;
  text: string | null;
  template: string | null;
  props: unknown;
  attachments: MailAttachment[];
  headers: Record<string, string>;
  attempts: number;
  send_before: Date | null;
  /** Sealed one-time link tokens; the content has placeholders for `withheld` of them. */
  secrets: string | null;
  withheld: number;
}

/**
 * Delivers the mail outbox. Rows are claimed with FOR UPDATE SKIP LOCKED (several app instances never
 * send the same mail), sent, then marked sent with an `email_sent` booking log entry; a failure is
 * retried with exponential backoff. pg-boss runs the dispatch: on demand after a commit (`kick`) and
 * every minute as a sweep, once across all instances.
 */
export class MailDispatcher {
  private queue?: JobQueue;
  private readonly o: Required<DispatcherOptions>;
  private readonly box: SecretBox;
  private running?: Promise<number>;
  private stopping = false;
  private busy: () => boolean = () => false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly transport: MailTransport,
    private readonly logger: Logger,
    /** `secrets`: opens the one-time link tokens sealed beside a mail (mail.secrets.ts: mailSecretBox). */
    options: DispatcherOptions & { secrets: SecretBox },
  ) {
    const { secrets, ...knobs } = options;
    this.box = secrets;
    this.o = {
      baseDelaySeconds: 30,
      maxDelaySeconds: 3600,
      maxAttempts: 12,
      leaseSeconds: 300,
      maxRenderDeferMs: 2000,
      now: () => new Date(),
      ...knobs,
    };
  }

  /** The dispatch as a job: every minute as a sweep, and on demand after a commit. */
  job(): Job {
    return { queue: QUEUE, cron: '* * * * *', run: () => this.deliverDue() };
  }

  /** From now on, `kick` asks this queue for a dispatch (without one, mail waits for a sweep or a test). */
  useQueue(queue: JobQueue): void {
    this.queue = queue;
    queue.request(QUEUE);
  }

  /**
   * Stops between mails: a dispatch in progress finishes the mail it is sending, hands the rest of its
   * claimed batch back (due at once, the attempt not counted) and ends; then the transport closes.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.running;
    this.transport.close();
  }

  /**
   * Renders only while `busy` answers false (the app's: no request being answered), waiting at most
   * maxRenderDeferMs a mail. Rendering a mail takes 2-10 ms of the event loop; during a rush of
   * applications each one would hold up the requests behind it, so the rush is answered first and
   * its mails (already stored, in the outbox) follow as soon as it eases.
   */
  deferRenderingWhile(busy: () => boolean): void {
    this.busy = busy;
  }

  private async untilQuiet(): Promise<void> {
    const until = Date.now() + this.o.maxRenderDeferMs;
    while (this.busy() && !this.stopping && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, QUIET_POLL_MS));
    }
  }

  /** Asks for a dispatch soon (after a commit that queued mail). Never throws. */
  kick(): void {
    this.queue?.request(QUEUE);
  }

  /** Sends every due mail; resolves with how many were sent. Concurrent calls share one run. */
  deliverDue(): Promise<number> {
    if (this.stopping) return Promise.resolve(0);
    this.running ??= this.run().finally(() => (this.running = undefined));
    return this.running;
  }

  private async run(): Promise<number> {
    let sent = 0;
    for (;;) {
      const { rows } = await this.pool.query<ClaimedMail>(
        `update mail_outbox set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $1)
         where id in (select id from mail_outbox where status = 'pending' and next_attempt_at <= now()
                      order by id for update skip locked limit 10)
         returning id, booking_id, recipient, language, subject, html, text, template, props, attachments, headers, attempts, send_before, secrets, withheld`,
        [this.o.leaseSeconds],
      );
      if (!rows.length) return sent;
      // RETURNING follows the table's order, not the claim's: oldest first.
      rows.sort((a, b) => a.id - b.id);
      for (const [i, mail] of rows.entries()) {
        if (this.stopping) {
          await this.release(rows.slice(i).map((m) => m.id));
          return sent;
        }
        if (await this.deliver(mail)) sent++;
      }
      if (this.stopping) return sent;
    }
  }

  /**
   * Renders a mail queued by its template (stored with the send's outcome, where the back office's
   * resend and the activity log read it), for this very moment: a deadline that has passed while the
   * mail waited is not promised. A template that cannot be rendered fails like a send (and is rendered
   * again, for its moment, on the next attempt).
   */
  private async render(mail: ClaimedMail): Promise<void> {
    if (!mail.template) throw new Error('A queued mail has neither content nor a template.');
    await this.untilQuiet();
    const rendered = await renderQueued(mail.template, mail.language, mail.props, this.o.now());
    Object.assign(mail, { subject: rendered.subject, html: rendered.html, text: rendered.text });
  }

  /**
   * The secrets to put back into a mail that had them withheld. A mail whose secrets are gone (given up,
   * or stored before they were kept apart) or sealed under another key fails rather than going out
   * with a placeholder for a link.
   */
  private secretsOf(mail: ClaimedMail): string[] {
    if (!mail.withheld) return [];
    const values = mail.secrets ? openSecrets(this.box, mail.secrets, mail.recipient) : null;
    if (!values)
      throw new Error(
        mail.secrets
          ? 'The one-time link of this mail cannot be opened with this server key (was CODE_HASH_SECRET changed?).'
          : 'The one-time link of this mail is no longer kept: it cannot be sent.',
      );
    return values;
  }

  /** Claimed mails not sent: due again now, for whichever dispatcher runs next. */
  private async release(ids: number[]): Promise<void> {
    await this.pool.query(
      `update mail_outbox set attempts = attempts - 1, next_attempt_at = now()
       where id = any($1) and status = 'pending'`,
      [ids],
    );
  }

  private async deliver(mail: ClaimedMail): Promise<boolean> {
    // Still to be sent? A mail withdrawn since the batch was claimed (a reminder whose booking was
    // cancelled meanwhile) is skipped; the lease starts again for this send.
    const { rowCount } = await this.pool.query(
      `update mail_outbox set next_attempt_at = now() + make_interval(secs => $2)
       where id = $1 and status = 'pending'`,
      [mail.id, this.o.leaseSeconds],
    );
    if (!rowCount) return false;
    if (mail.send_before && mail.send_before.getTime() <= this.o.now().getTime()) {
      // What it says no longer holds (a payment reminder after its deadline): withdrawn, not sent.
      await this.pool.query(
        `update mail_outbox set status = 'failed', last_error = 'Withdrawn: not sent after its deadline'
         where id = $1 and status = 'pending'`,
        [mail.id],
      );
      this.logger.info({ mailId: mail.id }, 'mail withdrawn: past its deadline');
      return false;
    }
    const fresh = mail.html === null;
    try {
      const secrets = this.secretsOf(mail);
      if (fresh) await this.render(mail);
      // The tokens go into what is sent, never into what is stored.
      await this.transport.send(
        putBackSecrets(
          {
            outboxId: mail.id,
            to: mail.recipient,
            subject: mail.subject!,
            html: mail.html!,
            text: mail.text!,
            attachments: mail.attachments,
            headers: mail.headers,
          },
          secrets,
        ),
      );
    } catch (error) {
      const failed = mail.attempts >= this.o.maxAttempts;
      const delay = Math.min(this.o.maxDelaySeconds, this.o.baseDelaySeconds * 2 ** (mail.attempts - 1));
      // Only a mail still pending is retried: one withdrawn during the send stays withdrawn. One given up
      // keeps no secret either.
      await this.pool.query(
        `update mail_outbox set status = $2, last_error = $3, next_attempt_at = now() + make_interval(secs => $4),
           secrets = case when $2 = 'failed' then null else secrets end
         where id = $1 and status = 'pending'`,
        [
          mail.id,
          failed ? 'failed' : 'pending',
          String((error as Error)?.message ?? error).slice(0, 1000),
          delay,
        ],
      );
      this.logger.warn(
        { mailId: mail.id, attempts: mail.attempts, retryInSeconds: failed ? null : delay },
        'mail not sent',
      );
      return false;
    }
    // One statement (atomic by itself): the mail marked sent with what was sent (its secrets dropped:
    // placeholders stay where they were), and its log entry.
    await this.pool.query(
      `with sent as (
         update mail_outbox set status = 'sent', sent_at = now(), last_error = null, secrets = null,
           subject = coalesce($2, subject), html = coalesce($3, html), text = coalesce($4, text)
         where id = $1 returning booking_id, subject)
       insert into booking_log (booking_id, log_type, details, new_value, created_by)
       select booking_id, 'email_sent', subject, $5, 'system' from sent where booking_id is not null`,
      [mail.id, ...(fresh ? [mail.subject, mail.html, mail.text] : [null, null, null]), mail.recipient],
    );
    this.logger.info({ mailId: mail.id, toDomain: mailDomain(mail.recipient) }, 'mail sent');
    return true;
  }
}
