import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, seoulToday } from '../../../../domain/calendar.js';
import { BRAND_NAME } from '../../../../domain/seo.js';
import { makeExperience } from '../../testing/fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { BookingLog } from '../booking/booking-log.entity.js';
import { createLogger } from '../../common/logger.js';
import { MailDispatcher } from './mail.dispatcher.js';
import { MailOutbox } from '../../platform/mail/mail-outbox.entity.js';
import { createTransport } from '../../platform/mail/mail.transport.js';
import { freePort, Inbox } from '../../platform/mail/mail.testing.js';
import { mailSecretBox } from '../../platform/mail/mail.secrets.js';

const inquiry = (subject: string) => ({ name: 'Mina', email: 'mina@example.com', subject, message: 'Hello' });

/** A guest applies through the REST shim for 10:00, `inDays` from today. */
const apply = (
  app: TestApp,
  itemId: number,
  inDays: number,
  guestName: string,
  guestEmail: string,
  guestPhone: string,
  verificationCode: string,
) =>
  app.client().rest('POST', '/api/guest-bookings', {
    itemId,
    bookingDate: addDays(seoulToday(), inDays),
    timeSlot: '10:00',
    guestName,
    guestEmail,
    guestPhone,
    verificationCode,
    numberOfGuests: 1,
    language: 'ENG',
  });

describe('mail over SMTP', () => {
  let app: TestApp;
  let inbox: Inbox;
  beforeAll(async () => {
    inbox = new Inbox(await freePort());
    await inbox.start();
    app = await createTestApp(
      {
        SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
        STAFF_EMAIL: 'staff@example.kr',
        RATE_LIMIT_PUBLIC_WRITES_PER_HOUR: '100',
      },
      // A failed mail waits a minute: however slow the machine, nothing tries it again during the outage.
      { baseDelaySeconds: 60, maxDelaySeconds: 60 },
    );
  });
  afterAll(async () => {
    await app.close();
    await inbox.stop();
  });

  it('delivers the staff mail of an inquiry', async () => {
    await app.client().rest('POST', '/api/inquiries', inquiry('First'));
    expect(await app.mail.deliverDue()).toBe(1);
    expect(inbox.received).toHaveLength(1);
    // Staff mails are in Korean: "[문의] First", MIME-encoded in the header.
    expect(inbox.received[0]).toMatch(/^Subject: =\?UTF-8\?Q\?=5B=EB=AC=B8=EC=9D=98=5D_First\?=$/m);
    expect(inbox.received[0]).toMatch(/^To: staff@example.kr/m);
    // Issue 34: the sender is named as the site is (its title, the mails' heading), not "K-Culture Experiences".
    expect(inbox.received[0]).toMatch(new RegExp(`^From: "${BRAND_NAME}" <no-reply@localhost>\\s*$`, 'm'));
    const row = await app.em().findOneOrFail(MailOutbox, { subject: '[문의] First' });
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('keeps mail through an SMTP outage and delivers each exactly once afterwards', async () => {
    const item = await makeExperience(app.em(), { title: 'Hanbok walk', language: ['ENG'] });
    inbox.received = [];
    await inbox.stop();
    await app.client().rest('POST', '/api/inquiries', inquiry('During outage A'));
    const booking = await apply(app, item.id, 2, 'Sam', 'sam@example.com', '+1 2025550123', '135790');
    expect(booking.status).toBe(201);
    expect(await app.mail.deliverDue()).toBe(0);
    const pending = await app.em().find(MailOutbox, { status: 'pending' });
    expect(pending).toHaveLength(3);
    for (const m of pending) {
      expect(m.attempts).toBe(1);
      expect(m.lastError).toBeTruthy();
    }
    // Not due again before the backoff has passed.
    expect(await app.mail.deliverDue()).toBe(0);

    await inbox.start();
    // The minute of backoff has passed (as the database's clock sees it).
    await app.pool.query(
      `update mail_outbox set next_attempt_at = now() - interval '1 second' where status = 'pending'`,
    );
    // A second app instance's dispatcher on the same database: SKIP LOCKED keeps them apart.
    const other = new MailDispatcher(
      app.pool,
      createTransport(app.config),
      createLogger({ logLevel: 'silent' }),
      {
        secrets: mailSecretBox(app.hasher),
      },
    );
    const [a, b] = await Promise.all([app.mail.deliverDue(), other.deliverDue()]);
    expect(a + b).toBe(3);
    expect(await app.mail.deliverDue()).toBe(0);
    // Each outbox row arrived exactly once (X-Outbox-Id), to the right people.
    const arrived = inbox.received.map((r) => [
      /^X-Outbox-Id: (\d+)/im.exec(r)?.[1],
      /^To: (.*)$/m.exec(r)?.[1],
    ]);
    expect(arrived.map(([id]) => Number(id)).sort()).toEqual(pending.map((m) => m.id).sort());
    expect(arrived.map(([, to]) => to).sort()).toEqual([
      'sam@example.com',
      'staff@example.kr',
      'staff@example.kr',
    ]);
    expect(inbox.received.find((r) => r.includes('To: sam@example.com'))).toMatch(
      /^Subject: We received your booking application: Hanbok walk/m,
    );
    expect(await app.em().count(MailOutbox, { status: 'sent' })).toBe(4);
    // Each delivered booking mail is in the booking's activity log.
    expect(await app.em().count(BookingLog, { booking: booking.body.id, logType: 'email_sent' })).toBe(2);
  });
});

describe('mail without SMTP_URL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('writes each mail as an .eml file under DATA_DIR/mail', async () => {
    await app.client().rest('POST', '/api/inquiries', inquiry('To a file'));
    expect(await app.mail.deliverDue()).toBe(1);
    const dir = path.join(app.config.dataDir, 'mail');
    const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    // Written under a temporary name and renamed once whole: nothing else is left in the folder.
    expect(readdirSync(dir)).toEqual(files);
    expect(readFileSync(path.join(dir, files[0]), 'utf8')).toMatch(
      /^Subject: =\?UTF-8\?Q\?=5B=EB=AC=B8=EC=9D=98=5D_To_a_file\?=$/m,
    );
  });

  it('renders queued mail while no request is being answered: a rush is answered first, its mail follows', async () => {
    const item = await makeExperience(app.em(), { title: 'Palace night walk', language: ['ENG'] });
    const applied = await apply(app, item.id, 3, 'Ari', 'ari@example.com', '+1 2025550123', '246802');
    expect(applied.status).toBe(201);
    const sent: string[] = [];
    // A dispatcher of its own, recording what it sends.
    const recording = (maxRenderDeferMs: number) =>
      new MailDispatcher(
        app.pool,
        { send: async (message) => void sent.push(message.subject), close: () => undefined },
        createLogger({ logLevel: 'silent' }),
        { maxRenderDeferMs, secrets: mailSecretBox(app.hasher) },
      );
    const dispatcher = recording(60_000);
    let busy = true;
    dispatcher.deferRenderingWhile(() => busy);
    const delivering = dispatcher.deliverDue();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The booking's two mails (the guest's, the staff's) wait, stored, while requests are answered.
    expect(sent).toEqual([]);
    busy = false;
    expect(await delivering).toBe(2);
    expect(sent).toHaveLength(2);

    // A mail waits at most maxRenderDeferMs: under a load that never pauses, mail still goes out.
    await apply(app, item.id, 3, 'Bo', 'bo@example.com', '+1 2025550124', '246803');
    const patient = recording(100);
    patient.deferRenderingWhile(() => true);
    expect(await patient.deliverDue()).toBe(2);
    expect(sent).toHaveLength(4);
  });

  it('stops between mails: the mail being sent completes, the rest of the batch is due again at once', async () => {
    for (const subject of ['Stop A', 'Stop B', 'Stop C'])
      await app.client().rest('POST', '/api/inquiries', inquiry(subject));
    const sent: string[] = [];
    let stopped: Promise<void> | undefined;
    let closed = false;
    const dispatcher = new MailDispatcher(
      app.pool,
      {
        async send(message) {
          // SIGTERM arrives while the first mail is on its way.
          stopped ??= dispatcher.stop();
          await new Promise((r) => setTimeout(r, 50));
          sent.push(message.subject);
        },
        close: () => (closed = true),
      },
      createLogger({ logLevel: 'silent' }),
      { secrets: mailSecretBox(app.hasher) },
    );
    expect(await dispatcher.deliverDue()).toBe(1);
    await stopped;
    expect(closed).toBe(true);
    expect(sent).toEqual(['[문의] Stop A']);
    expect(await dispatcher.deliverDue()).toBe(0);
    const rows = await app
      .em()
      .find(MailOutbox, { subject: { $like: '[문의] Stop %' } }, { orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.subject, r.status, r.attempts])).toEqual([
      ['[문의] Stop A', 'sent', 1],
      ['[문의] Stop B', 'pending', 0],
      ['[문의] Stop C', 'pending', 0],
    ]);
    expect(rows.slice(1).every((r) => r.nextAttemptAt.getTime() <= Date.now())).toBe(true);
    // The next dispatcher (another instance, or this one after the restart) sends them.
    expect(await app.mail.deliverDue()).toBe(2);
  });
});
