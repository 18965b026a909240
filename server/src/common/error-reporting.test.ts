import { jest } from '@jest/globals';
import { loadConfig } from '../config.js';
import { startEnvelopeRecorder, type EnvelopeRecorder } from '../testing/envelopes.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { flushReports, initErrorReporting, reportError } from './error-reporting.js';

jest.setTimeout(60_000);

let recorder: EnvelopeRecorder;
let app: TestApp;

const SECRETS = [
  'guest@example.com',
  '+81 9012345678',
  '9012345678',
  '246810',
  'kc.sid',
  's%3Asecret-session',
];

/** A request that fails on the server with an unexpected error, carrying a guest's details everywhere. */
async function failingLookup() {
  return app.client().fetch('/api/guest-bookings/verify?email=guest@example.com&code=246810', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: 'kc.sid=s%3Asecret-session',
      authorization: 'Bearer x',
    },
    body: JSON.stringify({ email: 'guest@example.com', phone: '+81 9012345678', verificationCode: '246810' }),
  });
}

beforeAll(async () => {
  recorder = await startEnvelopeRecorder();
  app = await createTestApp({ RATE_LIMIT_LOOKUP_PER_IP: '1000', RATE_LIMIT_LOOKUP_PER_EMAIL: '1000' });
  // A real unexpected failure: the table the look-up reads is gone.
  await app.pool.query('drop table booking_log, guest_booking cascade');
});
afterAll(async () => {
  await app.close();
  await recorder.close();
});

describe('error reporting', () => {
  it('sends nothing while no DSN is set', async () => {
    expect(await initErrorReporting(loadConfig({}).errorReporting)).toBe(false);
    expect((await failingLookup()).status).toBe(500);
    reportError(new Error('not sent'));
    await flushReports();
    await new Promise((r) => setTimeout(r, 300));
    expect(recorder.envelopes).toEqual([]);
  });

  it('with SENTRY_DSN: a server error reaches the endpoint, without e-mail, phone, code or cookie', async () => {
    const config = loadConfig({ SENTRY_DSN: recorder.dsn, SENTRY_ENVIRONMENT: 'test-run' });
    expect(config.errorReporting).toMatchObject({
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
    expect(await initErrorReporting(config.errorReporting)).toBe(true);

    expect((await failingLookup()).status).toBe(500);
    await flushReports(5000);
    const events = recorder.items('event');
    expect(events.length).toBeGreaterThanOrEqual(1);
    const event = events.find((e) => /guest_booking/.test(JSON.stringify(e.exception)));
    expect(event).toMatchObject({
      environment: 'test-run',
      tags: { method: 'POST', path: '/api/guest-bookings/verify' },
    });
    const everything = recorder.envelopes.join('\n');
    for (const secret of SECRETS) expect(everything).not.toContain(secret);
  });

  it('scrubs what a caller puts in a report by mistake', async () => {
    recorder.envelopes.length = 0;
    reportError(new Error('lookup failed for guest@example.com with code 246810, phone +81 9012345678'));
    await flushReports(5000);
    const [event] = recorder.items('event');
    expect(event.exception.values[0].value).toBe('lookup failed for [email] with code [code], phone [phone]');
  });
});
